import { spawn } from 'node:child_process';
import { afterEach, describe, expect, it } from 'vitest';
import { descendantsOf, isAlive, processTable } from './processes.js';

const started: number[] = [];
afterEach(() => {
  for (const pid of started.splice(0)) if (isAlive(pid)) process.kill(pid, 'SIGKILL');
});

describe('the process tree the launcher and its reaper read', () => {
  it('finds a child and its own child (the Java under firebase-tools) in one snapshot', async () => {
    // A shell that starts a sleeping grandchild and waits: the grandchild's pid is its first line.
    const child = spawn('sh', ['-c', 'sleep 30 & echo $!; wait'], { stdio: ['ignore', 'pipe', 'ignore'] });
    started.push(child.pid!);
    const grandchild = await new Promise<number>((resolve) =>
      child.stdout.once('data', (chunk: Buffer) => resolve(Number(chunk.toString().trim()))),
    );
    started.push(grandchild);
    const table = processTable();
    expect(table.get(child.pid!)).toContain(grandchild);
    expect(descendantsOf(process.pid, table)).toEqual(expect.arrayContaining([child.pid, grandchild]));
    expect(descendantsOf(grandchild, table)).toEqual([]);
  });
});
