/** Process-tree helpers for the launcher and its reaper (Linux and macOS `ps`). */
import { execFileSync } from 'node:child_process';

/** Every process below `pid` (firebase-tools starts the Java emulators detached, in their own group). */
export function descendantsOf(pid: number): number[] {
  const table = execFileSync('ps', ['-A', '-o', 'pid=,ppid='], { encoding: 'utf8' });
  const children = new Map<number, number[]>();
  for (const line of table.trim().split('\n')) {
    const [child, parent] = line.trim().split(/\s+/).map(Number) as [number, number];
    children.set(parent, [...(children.get(parent) ?? []), child]);
  }
  const found: number[] = [];
  const queue = [pid];
  while (queue.length) {
    for (const child of children.get(queue.shift()!) ?? []) {
      found.push(child);
      queue.push(child);
    }
  }
  return found;
}

export const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};
