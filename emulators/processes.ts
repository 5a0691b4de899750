/** Process-tree helpers for the launcher and its reaper (Linux's /proc, or macOS's `ps`). */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';

/** Each process's children, keyed by parent pid. */
export type ProcessTable = Map<number, number[]>;

/** Every process's parent, from /proc: no process started (a `ps` per look cost the reaper ~5 % of a core). */
function parentsFromProc(): [number, number][] {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .flatMap((entry): [number, number][] => {
      try {
        const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
        // "pid (command) state ppid …": the command may hold spaces and parentheses.
        const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
        return [[Number(entry), ppid]];
      } catch {
        return []; // gone meanwhile
      }
    });
}

function parentsFromPs(): [number, number][] {
  const table = execFileSync('ps', ['-A', '-o', 'pid=,ppid='], { encoding: 'utf8' });
  return table
    .trim()
    .split('\n')
    .map((line) => line.trim().split(/\s+/).map(Number) as [number, number]);
}

/** A snapshot of the machine's process tree. */
export function processTable(): ProcessTable {
  const children: ProcessTable = new Map();
  for (const [child, parent] of existsSync('/proc/self/stat') ? parentsFromProc() : parentsFromPs()) {
    const siblings = children.get(parent);
    if (siblings) siblings.push(child);
    else children.set(parent, [child]);
  }
  return children;
}

/** Every process below `pid` (firebase-tools starts the Java emulators detached, in their own group). */
export function descendantsOf(pid: number, table: ProcessTable = processTable()): number[] {
  const found: number[] = [];
  const queue = [pid];
  while (queue.length) {
    for (const child of table.get(queue.shift()!) ?? []) {
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
