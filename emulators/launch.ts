/**
 * The local stack in one command.
 *   tsx emulators/launch.ts dev                      emulators + seed + Vite dev server (npm run dev)
 *   tsx emulators/launch.ts exec [--hosting] -- CMD  emulators + seed, run CMD, stop everything
 * Ctrl-C (or CMD finishing) stops every process it started: no java or node is left behind.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import { DEV_SERVER, ROOT, WEB_DIST, emulatorAddress } from './config.js';
import { seed, seedData } from './seed.js';
import { clientEnv, describePlan, planStack, startStack, type RunningStack } from './stack.js';

const children = new Set<ChildProcess>();
let stack: RunningStack | undefined;

function run(command: string, args: string[], env: NodeJS.ProcessEnv = {}, cwd = ROOT): ChildProcess {
  const child = spawn(command, args, { cwd, stdio: 'inherit', env: { ...process.env, ...env } });
  children.add(child);
  child.once('exit', () => children.delete(child));
  return child;
}

const exitCode = (child: ChildProcess) =>
  new Promise<number>((resolve) => child.once('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0))));

async function runToEnd(command: string, args: string[], env: NodeJS.ProcessEnv = {}, cwd = ROOT): Promise<void> {
  const code = await exitCode(run(command, args, env, cwd));
  if (code !== 0) throw new Error(`${command} ${args.join(' ')} exited with ${code}`);
}

async function shutdown(code: number): Promise<never> {
  for (const child of children) child.kill('SIGTERM');
  await stack?.stop();
  process.exit(code);
}

async function bringUp(options: { hosting: boolean; watchFunctions: boolean }) {
  const plan = planStack({ hosting: options.hosting });
  const env = clientEnv(plan);
  Object.assign(process.env, env);
  if (options.watchFunctions) {
    run('node', ['build.mjs', '--watch'], {}, `${ROOT}/functions`);
  } else {
    await runToEnd('npm', ['run', 'build', '--silent', '-w', 'functions']);
  }
  if (options.hosting) {
    await runToEnd(
      'npx',
      ['vite', 'build', '--logLevel', 'warn', '--outDir', `${ROOT}/${WEB_DIST}`, '--emptyOutDir'],
      env,
      `${ROOT}/web`,
    );
  }
  const started = performance.now();
  stack = await startStack(plan);
  console.log(`${describePlan(plan)} — ready in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  await seed();
  return env;
}

async function dev(): Promise<void> {
  const env = await bringUp({ hosting: false, watchFunctions: true });
  run(
    'npx',
    ['vite', '--host', DEV_SERVER.host, '--port', String(DEV_SERVER.port), '--strictPort'],
    env,
    `${ROOT}/web`,
  );
  const logins = seedData.users.map((u) => `  ${u.role.padEnd(5)}  ${u.email} / ${u.password}`).join('\n');
  console.log(
    `\nApp:  http://${DEV_SERVER.host}:${DEV_SERVER.port}/\nSeed logins:\n${logins}\n` +
      `Auth emulator: ${emulatorAddress('auth').origin}  Firestore: ${emulatorAddress('firestore').origin}\n` +
      'Ctrl-C stops everything.\n',
  );
}

async function exec(args: string[]): Promise<void> {
  const separator = args.indexOf('--');
  const flags = separator === -1 ? args : args.slice(0, separator);
  const command = separator === -1 ? [] : args.slice(separator + 1);
  if (command.length === 0) throw new Error('usage: launch.ts exec [--hosting] -- <command...>');
  const env = await bringUp({ hosting: flags.includes('--hosting'), watchFunctions: false });
  const [bin, ...rest] = command as [string, ...string[]];
  await shutdown(await exitCode(run(bin, rest, env)));
}

process.once('SIGINT', () => void shutdown(130));
process.once('SIGTERM', () => void shutdown(143));

const [mode, ...rest] = process.argv.slice(2);
try {
  if (mode === 'dev') await dev();
  else if (mode === 'exec') await exec(rest);
  else throw new Error('usage: launch.ts dev | exec [--hosting] -- <command...>');
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  await shutdown(1);
}
