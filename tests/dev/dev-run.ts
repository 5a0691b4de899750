/**
 * `npm run dev` as a newcomer runs it, driven from a test or a benchmark: `tsx emulators/launch.ts
 * dev …` in its own process group (a terminal's), on this stack's ports, with its saved data in
 * a folder of the caller's. Stop it as Ctrl-C does (SIGINT to the group) or kill -9 its launcher.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createConnection } from 'node:net';
import { createInterface } from 'node:readline';
import { DEV_SERVER, ROOT, emulatorAddress, type EmulatorName } from '../../emulators/config.js';
import { READY_MARK } from '../../emulators/dev.js';

const PORTS: EmulatorName[] = ['hub', 'auth', 'functions', 'firestore'];

const listening = (host: string, port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = createConnection({ host, port });
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });

/** Whether anything still listens on the stack's emulator ports or the dev server's. */
export async function stackPortsInUse(): Promise<string[]> {
  const open: string[] = [];
  for (const name of PORTS) {
    const { host, port } = emulatorAddress(name);
    if (await listening(host, port)) open.push(`${name}:${port}`);
  }
  if (await listening(DEV_SERVER.host, DEV_SERVER.port)) open.push(`vite:${DEV_SERVER.port}`);
  return open;
}

/** Every run started and not yet exited: a failed test must not orphan one by starting the next. */
const running = new Set<DevRun>();

/** Stops (Ctrl-C) every run still going: a test file's afterAll, whatever its tests did. */
export async function stopEveryRun(): Promise<void> {
  await Promise.all([...running].map((run) => run.stop().catch(() => run.kill9().catch(() => undefined))));
}

export class DevRun {
  readonly lines: string[] = [];
  readonly startedAt = performance.now();
  private readonly child: ChildProcess;
  private readonly exited: Promise<number | null>;
  private waiters: { test: (line: string) => boolean; resolve: (line: string) => void }[] = [];

  constructor(
    args: string[],
    dataDir: string,
    private readonly echo = false,
  ) {
    this.child = spawn(process.execPath, ['--import', 'tsx', 'emulators/launch.ts', 'dev', ...args], {
      cwd: ROOT,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, CIVIC_DEV_DATA: dataDir, FORCE_COLOR: '0' },
    });
    for (const stream of [this.child.stdout!, this.child.stderr!]) {
      createInterface({ input: stream }).on('line', (line) => this.onLine(line));
    }
    this.exited = new Promise((resolve) => this.child.once('exit', (code) => resolve(code)));
    running.add(this);
    void this.exited.then(() => running.delete(this));
  }

  private onLine(line: string): void {
    this.lines.push(line);
    if (this.echo) console.log(`[dev] ${line}`);
    for (const waiter of this.waiters.filter((w) => w.test(line))) waiter.resolve(line);
    this.waiters = this.waiters.filter((w) => !w.test(line));
  }

  output(): string {
    return this.lines.join('\n');
  }

  /** The first line (already printed or to come) that contains `text`; fails with the output so far. */
  waitFor(text: string | RegExp, timeoutMs = 600_000): Promise<string> {
    const test = (line: string) => (typeof text === 'string' ? line.includes(text) : text.test(line));
    const seen = this.lines.find(test);
    if (seen) return Promise.resolve(seen);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`npm run dev never printed ${text} in ${timeoutMs} ms:\n${this.output()}`)),
        timeoutMs,
      );
      const exit = () => reject(new Error(`npm run dev exited before printing ${text}:\n${this.output()}`));
      void this.exited.then(exit);
      this.waiters.push({
        test,
        resolve: (line) => {
          clearTimeout(timer);
          resolve(line);
        },
      });
    });
  }

  /** Resolves with the seconds from the spawn to the ready line. */
  async ready(timeoutMs?: number): Promise<number> {
    const line = await this.waitFor(READY_MARK, timeoutMs);
    return Number(/ready in ([\d.]+) s/.exec(line)?.[1]);
  }

  /** Ctrl-C: SIGINT to the whole process group, as a terminal sends it; resolves when it has exited. */
  async stop(timeoutMs = 180_000): Promise<number | null> {
    if (!running.has(this)) return this.exited;
    process.kill(-this.child.pid!, 'SIGINT');
    return this.waitExit(timeoutMs);
  }

  /** kill -9 of the launcher alone; resolves once its processes are gone and the ports are free. */
  async kill9(timeoutMs = 60_000): Promise<void> {
    process.kill(this.child.pid!, 'SIGKILL');
    await this.waitExit(timeoutMs);
    const deadline = Date.now() + timeoutMs;
    while ((await stackPortsInUse()).length > 0) {
      if (Date.now() > deadline) throw new Error(`Still listening after kill -9: ${await stackPortsInUse()}`);
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }

  private async waitExit(timeoutMs: number): Promise<number | null> {
    const timer = new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error(`npm run dev did not exit:\n${this.output()}`)), timeoutMs),
    );
    return Promise.race([this.exited, timer]);
  }
}
