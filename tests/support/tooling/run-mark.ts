/**
 * Everything a test run starts carries its mark, CIVIC_TEST_RUN=<id>, in its environment, however
 * it was started: the launcher's emulators and its reaper, the Java Firestore emulator that
 * firebase-tools starts in a group of its own, a `npm run dev` a dev-suite case started in a new
 * process group, Vite, Chromium. Process groups and parent links do not hold them all (a detached
 * child outlives its parent and is given to init); the inherited environment does. So when the run
 * ends — success, failure, a thrown error, Ctrl-C or SIGTERM — every process still carrying the
 * mark is stopped (tests/run-all.ts, tests/run-suite.ts).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { isAlive } from '../../../emulators/processes.js';

export const RUN_MARK = 'CIVIC_TEST_RUN';

/** A fresh mark for this run, set in this process's environment so every child inherits it. */
export function markThisRun(): string {
  const id = randomUUID();
  process.env[RUN_MARK] = id;
  return id;
}

export interface MarkedProcess {
  pid: number;
  command: string;
}

/** Linux: each process's environment and command line from /proc (readable for one's own). */
function fromProc(entry: string): { pid: number; env: string; command: string } | undefined {
  try {
    const pid = Number(entry);
    const env = readFileSync(`/proc/${entry}/environ`, 'utf8');
    const command = readFileSync(`/proc/${entry}/cmdline`, 'utf8').split('\0').filter(Boolean).join(' ');
    return { pid, env, command };
  } catch {
    return undefined; // someone else's, or gone meanwhile
  }
}

/** macOS: `ps -E` appends each of one's own processes' environment to its command line. */
function fromPs(): { pid: number; env: string; command: string }[] {
  const table = execFileSync('ps', ['-E', '-ww', '-A', '-o', 'pid=,command='], { encoding: 'utf8' });
  return table
    .trim()
    .split('\n')
    .map((line) => {
      const [, pid = '0', rest = ''] = /^\s*(\d+)\s+(.*)$/.exec(line) ?? [];
      return { pid: Number(pid), env: rest, command: rest.split(/\s+\w+=/)[0] ?? rest };
    });
}

/** The live processes carrying `id`, this one and its ancestors excepted. */
export function markedProcesses(id: string): MarkedProcess[] {
  const all = existsSync('/proc/self/environ')
    ? readdirSync('/proc')
        .filter((entry) => /^\d+$/.test(entry))
        .flatMap((entry) => fromProc(entry) ?? [])
    : fromPs();
  const spared = new Set([process.pid, process.ppid]);
  return all
    .filter(({ pid, env }) => !spared.has(pid) && env.includes(`${RUN_MARK}=${id}`))
    .map(({ pid, command }) => ({ pid, command }));
}

const signal = (pid: number, name: NodeJS.Signals) => {
  try {
    process.kill(pid, name);
  } catch {
    // gone meanwhile
  }
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Stops every process still carrying `id`: SIGTERM, `graceMs` to exit by itself, then SIGKILL.
 * Processes already on their way out (a build's helper exits a moment after its parent) get
 * `settleMs` first, and are not counted. Returns what it stopped, for the run to name.
 */
export async function stopMarked(id: string, { graceMs = 5_000, settleMs = 2_000 } = {}): Promise<MarkedProcess[]> {
  const settled = Date.now() + settleMs;
  while (markedProcesses(id).length > 0 && Date.now() < settled) await sleep(200);
  const left = markedProcesses(id);
  for (const { pid } of left) signal(pid, 'SIGTERM');
  const deadline = Date.now() + graceMs;
  while (left.some(({ pid }) => isAlive(pid)) && Date.now() < deadline) {
    await sleep(100);
  }
  for (const { pid } of left) if (isAlive(pid)) signal(pid, 'SIGKILL');
  return left;
}

/** "Stopped what the run left running: …" (one process per line), or nothing when it left none. */
export function describeStopped(stopped: MarkedProcess[]): string[] {
  if (stopped.length === 0) return [];
  const short = (command: string) => (command.length > 120 ? `${command.slice(0, 117)}…` : command);
  return [
    `Stopped what the run left running (${stopped.length}):`,
    ...stopped.map(({ pid, command }) => `  ${pid}  ${short(command)}`),
  ];
}
