/**
 * `npm run test:rules|test:integration|test:e2e|test:dev`: `tsx tests/run-suite.ts --needs
 * java,firestore[,chromium] -- <command…>`. Checks the machine first (emulators/prerequisites.ts:
 * one line per missing piece, nothing started), then runs the command with this run's mark, and
 * whatever happens — it passes, fails, throws, or Ctrl-C or SIGTERM arrives — stops every process
 * the run left before exiting with the command's code (tests/support/tooling/run-mark.ts).
 */
import { spawn } from 'node:child_process';
import { ROOT } from '../emulators/config.js';
import { parseNeeds, preflight } from '../emulators/prerequisites.js';
import { describeStopped, markThisRun, stopMarked } from './support/tooling/run-mark.js';

const args = process.argv.slice(2);
const separator = args.indexOf('--');
const flags = separator === -1 ? args : args.slice(0, separator);
const [bin, ...rest] = separator === -1 ? [] : args.slice(separator + 1);
if (!bin) {
  console.error('usage: tsx tests/run-suite.ts [--needs chromium,java,firestore] -- <command…>');
  process.exit(2);
}
preflight(parseNeeds(flags.includes('--needs') ? flags[flags.indexOf('--needs') + 1] : ''));
const mark = markThisRun();

const child = spawn(bin, rest, { cwd: ROOT, stdio: 'inherit' });
const exited = new Promise<number>((resolve) => {
  child.once('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  child.once('error', (error) => (console.error(error.message), resolve(1)));
});

let finishing = false;
async function finish(code: number): Promise<never> {
  finishing = true;
  for (const line of describeStopped(await stopMarked(mark))) console.log(line);
  process.exit(code);
}

/**
 * Ctrl-C reaches the command too (same terminal group): give it time to stop its own things, then
 * sweep. SIGTERM is sent to this process alone: pass it on first.
 */
async function onSignal(name: NodeJS.Signals, code: number): Promise<void> {
  if (finishing) return;
  finishing = true;
  if (name === 'SIGTERM') child.kill('SIGTERM');
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 20_000))]);
  await finish(code);
}
process.on('SIGINT', () => void onSignal('SIGINT', 130));
process.on('SIGTERM', () => void onSignal('SIGTERM', 143));

const code = await exited;
if (!finishing) await finish(code);
