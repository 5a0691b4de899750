/**
 * Starts and stops the Firebase Emulator Suite for `npm run dev`, `npm test` and the benchmarks.
 *
 * Two arrangements (see ../README.md and the shared ENVIRONMENT notes):
 *  - "download": Java >= 21 is installed; plain firebase-tools fetches every emulator it needs,
 *    including the Realtime Database one.
 *  - "offline": only Java 17 and the Google Cloud CLI's preinstalled Firestore emulator jar.
 *    firebase-tools refuses Java < 21 and has no jar path of its own here, so we give it a tiny
 *    launcher jar pointing at the installed one and a `java` shim that reports 21 to its version
 *    probe. The Realtime Database emulator cannot be had offline; it is left out and said so.
 */
import { execFileSync, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { descendantsOf, isAlive } from './processes.js';
import { createWriteStream, existsSync, mkdirSync, readFileSync, writeFileSync, chmodSync } from 'node:fs';
import { join } from 'node:path';
import {
  PROJECT_ID,
  ROOT,
  STACK,
  STACK_SUFFIX,
  WEB_DIST,
  emulatorAddress,
  firebaseJson,
  hostPort,
  type EmulatorName,
} from './config.js';
import { portFor, UNLISTED_PORTS } from './ports.js';

const CACHE = join(ROOT, 'emulators', '.cache');
const LOGS = join(ROOT, 'emulators', '.logs');
export const FIRESTORE_JAR =
  process.env.FIRESTORE_EMULATOR_JAR ??
  '/usr/lib/google-cloud-sdk/platform/cloud-firestore-emulator/cloud-firestore-emulator.jar';
const FIRESTORE_MAIN = 'com.google.cloud.datastore.emulator.firestore.CloudFirestore';

export interface StackPlan {
  mode: 'download' | 'offline';
  emulators: EmulatorName[];
  env: NodeJS.ProcessEnv;
}

export function javaMajorVersion(java = 'java'): number {
  // `java -version` prints to stderr and exits 0: read both streams (reading stdout alone saw no version).
  const probe = spawnSync(java, ['-version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  return probe.error ? 0 : parseJavaVersion(`${probe.stderr ?? ''}${probe.stdout ?? ''}`);
}

export function parseJavaVersion(text: string): number {
  const match = /version "(\d+)(?:\.(\d+))?/.exec(text);
  if (!match) return 0;
  const major = Number(match[1]);
  return major === 1 ? Number(match[2]) : major; // "1.8" style
}

/** Builds the java shim and launcher jar for the offline arrangement (cached between runs). */
function prepareOffline(): NodeJS.ProcessEnv {
  if (!existsSync(FIRESTORE_JAR)) {
    throw new Error(
      `No Java 21 to download emulators with, and no preinstalled Firestore emulator at ${FIRESTORE_JAR}.\n` +
        'Install Java 21, or the google-cloud-cli-firestore-emulator package, or set FIRESTORE_EMULATOR_JAR.',
    );
  }
  const shimDir = join(CACHE, 'java-shim');
  mkdirSync(shimDir, { recursive: true });
  const realJava = execFileSync('sh', ['-c', 'command -v java'], { encoding: 'utf8' }).trim();
  const shim = join(shimDir, 'java');
  writeFileSync(
    shim,
    `#!/bin/sh\n# Answers firebase-tools' version probe; runs the real java for everything else.\n` +
      `for arg in "$@"; do\n  if [ "$arg" = "-version" ]; then echo 'openjdk version "21.0.0" (shim for ${realJava})' >&2; exit 0; fi\ndone\n` +
      `exec "${realJava}" "$@"\n`,
  );
  chmodSync(shim, 0o755);

  const launcherJar = join(CACHE, 'firestore-launcher.jar');
  const manifest = join(CACHE, 'firestore-launcher.mf');
  const manifestText = `Main-Class: ${FIRESTORE_MAIN}\nClass-Path: ${FIRESTORE_JAR}\n`;
  if (!existsSync(launcherJar) || !existsSync(manifest) || readFileSync(manifest, 'utf8') !== manifestText) {
    writeFileSync(manifest, manifestText);
    execFileSync('jar', ['cfm', launcherJar, manifest]);
  }
  return {
    PATH: `${shimDir}:${process.env.PATH ?? ''}`,
    FIRESTORE_EMULATOR_BINARY_PATH: launcherJar,
  };
}

/** Decides how to run, without starting anything. EMULATORS_MODE=offline|download forces a mode. */
export function planStack(options: { hosting: boolean }): StackPlan {
  const forced = process.env.EMULATORS_MODE;
  const mode =
    forced === 'offline' || forced === 'download' ? forced : javaMajorVersion() >= 21 ? 'download' : 'offline';
  const emulators: EmulatorName[] = ['auth', 'functions', 'firestore'];
  if (mode === 'download') emulators.push('database');
  if (options.hosting) emulators.push('hosting');
  const env = mode === 'offline' ? prepareOffline() : {};
  return { mode, emulators, env };
}

/** Environment for processes that talk to the running emulators (Admin SDK, tests, Vite). */
export function clientEnv(plan: StackPlan): NodeJS.ProcessEnv {
  const running = plan.emulators.join(',');
  return {
    GCLOUD_PROJECT: PROJECT_ID,
    // No credentials exist locally; stop Google auth libraries probing a cloud metadata server.
    METADATA_SERVER_DETECTION: 'none',
    FIREBASE_PROJECT_ID: PROJECT_ID,
    FIRESTORE_EMULATOR_HOST: hostPort('firestore'),
    FIREBASE_AUTH_EMULATOR_HOST: hostPort('auth'),
    ...(plan.emulators.includes('database') ? { FIREBASE_DATABASE_EMULATOR_HOST: hostPort('database') } : {}),
    CIVIC_EMULATORS: running,
    VITE_EMULATORS: running,
    VITE_FIREBASE_PROJECT_ID: PROJECT_ID,
    EMULATOR_STACK: String(STACK),
  };
}

export function describePlan(plan: StackPlan): string {
  const missing = plan.emulators.includes('database')
    ? ''
    : ' | not running: database (the Realtime Database emulator downloads its jar; no download here — session reads fall back to getUserByUid, presence shows as unavailable)';
  return `Emulators (${plan.mode}): ${plan.emulators.join(', ')}${missing}`;
}

export interface RunningStack {
  plan: StackPlan;
  stop(): Promise<void>;
}

/**
 * For a side stack (EMULATOR_STACK), a copy of firebase.json with that stack's ports (and its own
 * web build folder) is written next to it, so relative paths in it still resolve.
 */
function configArgs(): string[] {
  if (!STACK) return [];
  const emulators = Object.fromEntries(
    Object.entries(firebaseJson.emulators).map(([name, entry]) =>
      typeof entry === 'object' && entry.port
        ? [name, { ...entry, port: emulatorAddress(name as EmulatorName).port }]
        : [name, entry],
    ),
  );
  const firestore = emulators.firestore as Record<string, unknown>;
  firestore.websocketPort = portFor('firestoreWebsocket', UNLISTED_PORTS.firestoreWebsocket, STACK);
  const derived = { ...firebaseJson, emulators, hosting: { ...firebaseJson.hosting, public: WEB_DIST } };
  const path = join(ROOT, `.firebase${STACK_SUFFIX}.json`);
  writeFileSync(path, JSON.stringify(derived, null, 2));
  return ['--config', path];
}

/**
 * Starts firebase emulators:start in its own process group and resolves when all are ready;
 * `importDir` loads an export made by `exportData` (npm run dev's saved data).
 */
export async function startStack(
  plan: StackPlan,
  {
    importDir,
    timeoutMs = 180_000,
    alsoReap = [],
  }: {
    importDir?: string;
    timeoutMs?: number;
    /** The launcher's children so far (Vite, the functions build): killed with the emulators if it dies. */
    alsoReap?: number[];
  } = {},
): Promise<RunningStack> {
  mkdirSync(LOGS, { recursive: true });
  const logPath = join(LOGS, `firebase${STACK_SUFFIX}.log`);
  const log = createWriteStream(logPath);
  const firebaseBin = join(ROOT, 'node_modules', '.bin', 'firebase');
  const child = spawn(
    firebaseBin,
    [
      'emulators:start',
      '--project',
      PROJECT_ID,
      '--only',
      plan.emulators.join(','),
      ...configArgs(),
      ...(importDir ? ['--import', importDir] : []),
    ],
    {
      cwd: ROOT,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        // The Functions emulator starts one worker process per concurrent invocation, up to 50 by
        // default: a 200-client burst then spawns ~50 Node processes on a 2-core machine, and the
        // spawning costs more than the work. A small pool queues the burst and drains it faster.
        // 4, not 6: each extra worker of a function is kept for the whole run (docs/testing.md,
        // "Two lanes").
        FUNCTIONS_EMULATOR_PARALLEL: '4',
        // A worker that has not started within this many seconds fails its request with "Failed to
        // load function" (default 30). On a 2-core machine shared by several stacks a cold worker
        // took longer than that, so logins failed; waiting longer only delays, never breaks.
        FUNCTIONS_DISCOVERY_TIMEOUT: '120',
        // The Firestore emulator's Java takes a quarter of the machine's memory for its heap by
        // default (6 GB of 24) and collects late: after a full `npm test` it held 6.7 GB when the
        // kernel killed it for memory, though a full collection mid-run left 107 MB live. A 3 GB
        // ceiling makes it collect before the machine runs out (docs/testing.md, "Time"); 2 GB
        // leaves room for a second stack (docs/testing.md, "Two lanes").
        JAVA_TOOL_OPTIONS: '-Xmx2g',
        ...process.env,
        ...plan.env,
        // Each Functions worker (one per function and concurrent call, never stopped by
        // firebase-tools) held ~94 MB; V8's young generation at 1 MB instead of its default 16
        // brings that to ~76 MB (measured on 66 workers: 6.2 GB → 5.0 GB). The integration files
        // alone start over 120 (docs/testing.md, "Two lanes").
        NODE_OPTIONS: [process.env.NODE_OPTIONS, '--max-semi-space-size=1'].filter(Boolean).join(' '),
        NO_UPDATE_NOTIFIER: '1',
        FIREBASE_CLI_DISABLE_UPDATE_CHECK: 'true',
      },
    },
  );
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  // At once, not when the emulators are ready: a launcher killed while they start leaves nothing.
  const reaper = startReaper(child, alsoReap);

  await new Promise<void>((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => fail(new Error(`Emulators not ready after ${timeoutMs} ms`)), timeoutMs);
    const fail = (error: Error) => {
      clearTimeout(timer);
      killGroup(child, 'SIGKILL');
      reaper.kill('SIGKILL');
      reject(new Error(`${error.message}. Last output (full log: ${logPath}):\n${output.slice(-3000)}`));
    };
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('All emulators ready')) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => fail(new Error(`firebase emulators:start exited early with code ${code}`)));
  });
  child.removeAllListeners('exit');

  let stopping: Promise<void> | undefined;
  return {
    plan,
    stop: () =>
      (stopping ??= stopChild(child).finally(() => {
        reaper.kill('SIGKILL');
      })),
  };
}

/**
 * Exports every running emulator's data into `dir` through the hub (what `firebase
 * emulators:export` asks for). firebase-tools writes into a folder of its own first and moves it
 * to `dir` when complete; emulators/persistence.ts makes the result current only after checking it.
 */
export async function exportData(dir: string, timeoutMs = 120_000): Promise<void> {
  const response = await fetch(`${emulatorAddress('hub').origin}/_admin/export`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ path: dir, initiatedBy: 'npm run dev' }),
    signal: AbortSignal.timeout(timeoutMs),
  });
  if (!response.ok) throw new Error(`The emulators' export failed (${response.status}): ${await response.text()}`);
}

/**
 * A detached watcher that kills the emulator processes if this launcher dies without stopping
 * them (SIGKILL, a crashed terminal): firebase-tools starts Java emulators in their own process
 * group, and they would otherwise outlive everything.
 */
function startReaper(child: ChildProcess, alsoReap: number[]): ChildProcess {
  const reaper = spawn(
    process.execPath,
    [
      ...process.execArgv,
      join(ROOT, 'emulators', 'reaper.ts'),
      String(process.pid),
      String(child.pid),
      ...alsoReap.map(String),
    ],
    { detached: true, stdio: 'ignore' },
  );
  reaper.unref();
  return reaper;
}

function killGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (child.pid === undefined) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // already gone
  }
}

/**
 * SIGINT lets firebase-tools shut its emulators down cleanly; anything still alive after that
 * (or after 20 s) is killed, including detached Java emulators, so no process outlives the stack.
 */
async function stopChild(child: ChildProcess): Promise<void> {
  const tree = child.pid === undefined ? [] : descendantsOf(child.pid);
  if (child.exitCode === null && child.signalCode === null) {
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    child.kill('SIGINT');
    await Promise.race([exited, sleep(20_000)]);
  }
  killGroup(child, 'SIGKILL');
  for (const pid of tree) if (isAlive(pid)) process.kill(pid, 'SIGKILL');
  for (let i = 0; i < 50 && tree.some(isAlive); i++) await sleep(100);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export { emulatorAddress };
