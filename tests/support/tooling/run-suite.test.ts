/**
 * `npm run test:dev` stops everything its cases started, whatever happens. It runs the script
 * package.json declares for `test:dev`, with the dev suite's config swapped for a fixture whose one
 * case starts a stand-in `npm run dev` (its own process group, plus a child in another group, as
 * the Java emulator is) and fails before stopping it (leak-fixture/). Afterwards nothing of that run
 * may be alive or listening: after the failure, after Ctrl-C to the terminal's group, and after a
 * SIGTERM to the command alone. No emulator and no browser: the preflight is skipped.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createConnection } from 'node:net';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { isAlive } from '../../../emulators/processes.js';

const ROOT = join(import.meta.dirname, '..', '..', '..');
const FIXTURE_CONFIG = 'tests/support/tooling/leak-fixture/vitest.config.ts';
const DEV_CONFIG = 'tests/vitest.dev.config.ts';
const script = (JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> })
  .scripts['test:dev']!;
const dir = mkdtempSync(join(tmpdir(), 'civic-leak-'));
const started: number[] = [];

afterAll(() => {
  // Whatever the assertions found, this file leaves nothing behind either.
  for (const pid of started.filter(isAlive)) process.kill(pid, 'SIGKILL');
  rmSync(dir, { recursive: true, force: true });
});

const listening = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = createConnection({ host: '127.0.0.1', port });
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });

/** The processes the case started, once both are listening: [pid, port] each. */
async function startedProcesses(file: string): Promise<[number, number][]> {
  while (!existsSync(file) || readFileSync(file, 'utf8').trim().split('\n').length < 2) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const found = readFileSync(file, 'utf8')
    .trim()
    .split('\n')
    .map((line) => line.split(' ').slice(0, 2).map(Number) as [number, number]);
  started.push(...found.map(([pid]) => pid));
  return found;
}

/**
 * Runs `npm run test:dev` as npm would (the script through sh, node_modules/.bin on PATH), in a
 * process group of its own as a terminal does, on the fixture; `interrupt` is sent once the case's
 * processes listen.
 */
async function testDev(mode: 'fail' | 'hang', interrupt?: 'SIGINT' | 'SIGTERM') {
  const file = join(dir, `${mode}-${interrupt ?? 'none'}.txt`);
  const child = spawn('sh', ['-c', `exec ${script.replace(DEV_CONFIG, FIXTURE_CONFIG)}`], {
    cwd: ROOT,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      PATH: `${join(ROOT, 'node_modules', '.bin')}${delimiter}${process.env.PATH ?? ''}`,
      CIVIC_SKIP_PREFLIGHT: '1',
      LEAK_FILE: file,
      LEAK_MODE: mode,
      FORCE_COLOR: '0',
    },
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const processes = await startedProcesses(file);
  // Ctrl-C goes to the terminal's whole group; SIGTERM (a CI's timeout, `kill`) to the command alone.
  if (interrupt === 'SIGINT') process.kill(-child.pid!, 'SIGINT');
  if (interrupt === 'SIGTERM') process.kill(child.pid!, 'SIGTERM');
  const code = await exited;
  const alive = processes.filter(([pid]) => isAlive(pid)).map(([pid]) => pid);
  const open = [];
  for (const [, port] of processes) if (await listening(port)) open.push(port);
  return { code, alive, open, output };
}

describe.concurrent('npm run test:dev stops what its cases started', () => {
  it('a case that fails with its stack running: nothing is left alive or listening, and what was stopped is named', async () => {
    const run = await testDev('fail');
    expect(run.code, run.output).toBe(1);
    expect({ alive: run.alive, listening: run.open }).toEqual({ alive: [], listening: [] });
    expect(run.output).toMatch(/Stopped what the run left running \(2\)/);
    expect(run.output).toContain('listener.mjs launcher');
  }, 120_000);

  it('Ctrl-C while a case runs: nothing is left', async () => {
    const run = await testDev('hang', 'SIGINT');
    expect(run.code, run.output).not.toBe(0);
    expect({ alive: run.alive, listening: run.open }).toEqual({ alive: [], listening: [] });
  }, 120_000);

  it('SIGTERM to the command while a case runs: nothing is left, and it exits 143', async () => {
    const run = await testDev('hang', 'SIGTERM');
    expect(run.code, run.output).toBe(143);
    expect({ alive: run.alive, listening: run.open }).toEqual({ alive: [], listening: [] });
  }, 120_000);
});
