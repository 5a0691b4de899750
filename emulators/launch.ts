/**
 * The local stack in one command.
 *   tsx emulators/launch.ts dev [--fresh] [--audience N]
 *       emulators + the living demo + the Vite dev server + a simulated audience (npm run dev);
 *       the data is saved on Ctrl-C and loaded by the next start (docs/demo-data.md)
 *   tsx emulators/launch.ts exec [--hosting] -- CMD
 *       emulators + the base seed, run CMD, stop everything (the test and benchmark stacks)
 * Ctrl-C (or CMD finishing) stops every process it started: no java or node is left behind.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readdirSync, rmSync, statSync } from 'node:fs';
import { createConnection } from 'node:net';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { createInterface } from 'node:readline';
import { AUDIENCE_READY } from './audience.js';
import { descendantsOf, isAlive } from './processes.js';
import { DEV_SERVER, ROOT, WEB_DIST, emulatorAddress } from './config.js';
import { banner, devDataRoot, parseDevArgs, READY_MARK, type DataSource } from './dev.js';
import { describeTime, markRunning, markStopped, planStart, saveExport } from './persistence.js';
import { preflight } from './prerequisites.js';
import { seed } from './seed.js';
import { clientEnv, describePlan, exportData, planStack, startStack, type RunningStack } from './stack.js';

const children = new Set<ChildProcess>();
let stack: RunningStack | undefined;
const launched = performance.now();
const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

function run(command: string, args: string[], env: NodeJS.ProcessEnv = {}, cwd = ROOT): ChildProcess {
  const child = spawn(command, args, { cwd, stdio: 'inherit', env: { ...process.env, ...env } });
  children.add(child);
  child.once('exit', () => children.delete(child));
  return child;
}

const exitCode = (child: ChildProcess) =>
  child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve(child.exitCode ?? 1)
    : new Promise<number>((resolve) => child.once('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0))));

async function runToEnd(command: string, args: string[], env: NodeJS.ProcessEnv = {}, cwd = ROOT): Promise<void> {
  const code = await exitCode(run(command, args, env, cwd));
  if (code !== 0) throw new Error(`${command} ${args.join(' ')} exited with ${code}`);
}

/**
 * Stops the children (each given `graceMs` to exit by itself), then the emulators. A child's own
 * children go too (an esbuild service, a wrapper's child), so no port stays taken.
 */
async function stopAll(graceMs = 0): Promise<void> {
  const trees = [...children].map((child) => ({ child, tree: child.pid ? descendantsOf(child.pid) : [] }));
  await Promise.all(
    trees.map(({ child }) => {
      child.kill('SIGTERM');
      return Promise.race([exitCode(child), new Promise((resolve) => setTimeout(resolve, graceMs))]);
    }),
  );
  for (const { child, tree } of trees) {
    child.kill('SIGKILL');
    for (const pid of tree.filter(isAlive)) {
      try {
        process.kill(pid, 'SIGKILL');
      } catch {
        // gone meanwhile
      }
    }
  }
  await stack?.stop();
}

/** The launcher's children's processes, all the way down. */
const childPids = () => [...children].flatMap((child) => (child.pid ? [child.pid, ...descendantsOf(child.pid)] : []));

let stopping: ((code: number) => Promise<void>) | undefined;
/** The data folder of a running `dev`: a failed start is a clean stop too (nothing was half-saved). */
let devDataInUse: string | undefined;
let stopStarted = false;
/** One stop however many signals arrive (npm forwards the terminal's Ctrl-C a second time). */
function onSignal(code: number) {
  if (stopStarted) return;
  stopStarted = true;
  void (stopping ?? (async (c: number) => (await stopAll(), process.exit(c))))(code);
}

function prepare(options: { hosting: boolean }) {
  const plan = planStack({ hosting: options.hosting });
  const env = clientEnv(plan);
  Object.assign(process.env, env);
  return { plan, env };
}

async function exec(args: string[]): Promise<void> {
  const separator = args.indexOf('--');
  const flags = separator === -1 ? args : args.slice(0, separator);
  const command = separator === -1 ? [] : args.slice(separator + 1);
  if (command.length === 0) throw new Error('usage: launch.ts exec [--hosting] -- <command...>');
  const hosting = flags.includes('--hosting');
  const { plan, env } = prepare({ hosting });
  await runToEnd('npm', ['run', 'build', '--silent', '-w', 'functions']);
  if (hosting) {
    await runToEnd(
      'npx',
      ['vite', 'build', '--logLevel', 'warn', '--outDir', `${ROOT}/${WEB_DIST}`, '--emptyOutDir'],
      env,
      `${ROOT}/web`,
    );
  }
  const started = performance.now();
  stack = await startStack(plan);
  console.log(`${describePlan(plan)} — ready in ${seconds(started)}`);
  await seed();
  const [bin, ...rest] = command as [string, ...string[]];
  const code = await exitCode(run(bin, rest, env));
  await stopAll();
  process.exit(code);
}

/** Resolves once something accepts connections on host:port. */
async function listening(host: string, port: number, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = createConnection({ host, port });
      socket.once('connect', () => (socket.destroy(), resolve(true)));
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    if (Date.now() > deadline) throw new Error(`Nothing listens on ${host}:${port} after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Starts the audience in its own process; resolves with its first line (or null if it is slow). */
function startAudienceProcess(size: number, env: NodeJS.ProcessEnv): Promise<string | null> {
  const child = spawn(
    process.execPath,
    [...process.execArgv, join(ROOT, 'emulators', 'audience.ts'), '--size', String(size)],
    {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'inherit'],
      env: { ...process.env, ...env },
    },
  );
  children.add(child);
  child.once('exit', () => children.delete(child));
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(null), 90_000);
    let ready = false;
    createInterface({ input: child.stdout! }).on('line', (line) => {
      if (ready || !line.startsWith(AUDIENCE_READY)) return console.log(line);
      ready = true;
      clearTimeout(timer);
      resolve(line);
    });
    child.once('exit', () => resolve(null));
  });
}

/** firebase-tools writes an export into `firebase-export-*` in its working folder first; a killed run leaves it. */
function removeStaleExportFolders(): void {
  for (const name of readdirSync(ROOT).filter((n) => n.startsWith('firebase-export-'))) {
    const path = join(ROOT, name);
    if (Date.now() - statSync(path).mtimeMs > 10 * 60_000) rmSync(path, { recursive: true, force: true });
  }
}

async function dev(args: string[]): Promise<void> {
  const options = parseDevArgs(args);
  const dataRoot = devDataRoot();
  const start = planStart(dataRoot, options);
  for (const note of start.notes) console.log(note);
  removeStaleExportFolders();
  const { plan, env } = prepare({ hosting: false });
  run('node', ['build.mjs', '--watch'], {}, `${ROOT}/functions`);
  // Vite needs no emulator: it starts while they do. Run by node itself, not through npx, so the
  // process the launcher (and its reaper) knows is the one holding the port.
  run(
    process.execPath,
    [
      join(ROOT, 'node_modules', 'vite', 'bin', 'vite.js'),
      '--host',
      DEV_SERVER.host,
      '--port',
      String(DEV_SERVER.port),
      '--strictPort',
    ],
    env,
    `${ROOT}/web`,
  );

  let source: DataSource = { kind: 'seed', fresh: options.fresh };
  devDataInUse = dataRoot;
  // Stopped before the data is complete (while seeding): nothing is saved, the last save stays.
  stopping = async (code) => {
    await stopAll(5_000).catch(() => undefined);
    markStopped(dataRoot);
    process.exit(code);
  };
  const emulatorsStarted = performance.now();
  for (const candidate of start.candidates) {
    try {
      stack = await startStack(plan, { importDir: candidate.dir, alsoReap: childPids() });
      source = { kind: 'saved', saved: candidate };
      break;
    } catch (error) {
      const reason = (error instanceof Error ? error.message : String(error)).split('\n')[0];
      console.log(
        `The data saved ${describeTime(candidate.savedAt)} could not be loaded (${reason}); trying the next.`,
      );
    }
  }
  if (!stack) {
    if (start.candidates.length) console.log('Starting from the seed instead.');
    stack = await startStack(plan, { alsoReap: childPids() });
  }
  markRunning(dataRoot);
  const emulatorsLine = `${describePlan(plan)} — emulators ready in ${seconds(emulatorsStarted)}`;
  console.log(emulatorsLine);

  if (source.kind === 'seed') {
    const seeding = performance.now();
    console.log('Writing the demo data through the product’s own functions…');
    await seed();
    const { seedDemo } = await import('./demo/seed-demo.js');
    await seedDemo((line) => console.log(line));
    console.log(`Demo data written in ${seconds(seeding)}.`);
  }
  stopping = async (code) => {
    // The audience leaves the room first (its heartbeats are deleted), so they are not saved.
    const audience = [...children].filter((c) => c.spawnargs.some((a) => a.endsWith('audience.ts')));
    await Promise.all(
      audience.map((child) => {
        child.kill('SIGTERM');
        return Promise.race([exitCode(child), new Promise((resolve) => setTimeout(resolve, 10_000))]);
      }),
    );
    try {
      const saved = await saveExport(dataRoot, exportData);
      console.log(`Saved the data to ${saved.dir}: the next \`npm run dev\` continues from it.`);
    } catch (error) {
      console.log(`The data could not be saved (${error instanceof Error ? error.message : error}).`);
    }
    await stopAll(5_000).catch(() => undefined);
    markStopped(dataRoot);
    process.exit(code);
  };

  const audienceLine = options.audience > 0 ? startAudienceProcess(options.audience, env) : Promise.resolve(null);
  await listening(DEV_SERVER.host, DEV_SERVER.port);
  const appUrl = `http://${DEV_SERVER.host}:${DEV_SERVER.port}/`;
  console.log(
    banner({
      appUrl,
      source,
      audience: options.audience,
      audienceLine: await audienceLine,
      dataRoot,
      emulatorsLine: `${emulatorsLine}. Auth: ${emulatorAddress('auth').origin}  Firestore: ${emulatorAddress('firestore').origin}`,
    }),
  );
  console.log(`\n✔ ${READY_MARK} in ${seconds(launched)} — open ${appUrl}\n`);
}

// A closed terminal or log pipe must not crash a stop that is saving the data.
for (const stream of [process.stdout, process.stderr]) stream.on('error', () => undefined);
process.on('SIGINT', () => onSignal(130));
process.on('SIGTERM', () => onSignal(143));

const [mode, ...rest] = process.argv.slice(2);
// Java and the Firestore emulator, or one line saying what to install, before anything starts.
preflight(['java', 'firestore']);
try {
  if (mode === 'dev') await dev(rest);
  else if (mode === 'exec') await exec(rest);
  else throw new Error('usage: launch.ts dev [--fresh] [--audience N] | exec [--hosting] -- <command...>');
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  stopStarted = true;
  await stopAll().catch(() => undefined);
  if (devDataInUse) markStopped(devDataInUse);
  process.exit(1);
}
