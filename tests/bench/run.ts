/**
 * `npm run bench [-- name…]`: runs every tests/bench/*.bench.ts script (or those whose file name
 * contains one of the names) in turn. Each prints its own numbers; none asserts on time.
 * Most run against one emulator stack this script starts (`launch.ts exec --hosting`); those in
 * OWN_STACK start `npm run dev` themselves on the same ports, so they run first, without it.
 */
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { preflight } from '../../emulators/prerequisites.js';

const OWN_STACK = new Set(['dev-start.bench.ts']);
// Page loads are measured in the full Chromium, as a person's browser runs them, not in the
// headless shell the test files use (tests/support/browser/chromium.ts).
process.env.CIVIC_BROWSER = 'full';

const dir = fileURLToPath(new URL('.', import.meta.url));
const only = process.argv.slice(2);
const scripts = readdirSync(dir)
  .filter((file) => file.endsWith('.bench.ts'))
  .filter((file) => only.length === 0 || only.some((name) => file.includes(name)))
  .sort();
const onStack = process.env.CIVIC_EMULATORS !== undefined;

let failed = 0;
const runScript = (script: string) => {
  console.log(`\n━━ ${script} ━━`);
  const result = spawnSync('npx', ['tsx', `${dir}${script}`], { stdio: 'inherit' });
  if (result.status !== 0) failed++;
};
if (onStack) {
  // Inside the benchmark stack (the second half of a run without it, below).
  for (const script of scripts.filter((s) => !OWN_STACK.has(s))) runScript(script);
} else {
  // Every benchmark needs the emulators, and several a browser: say what is missing before starting.
  preflight(['java', 'firestore', 'chromium']);
  for (const script of scripts.filter((s) => OWN_STACK.has(s))) runScript(script);
  const rest = scripts.filter((s) => !OWN_STACK.has(s));
  if (rest.length) {
    const stack = spawnSync(
      'npx',
      ['tsx', 'emulators/launch.ts', 'exec', '--hosting', '--', 'npx', 'tsx', `${dir}run.ts`, ...rest],
      {
        stdio: 'inherit',
        cwd: fileURLToPath(new URL('../..', import.meta.url)),
        // The cost benchmark counts what functions read and write (functions/src/platform/op-count.ts):
        // the functions log each request, only on a stack started with this flag.
        env: rest.includes('cost.bench.ts') ? { ...process.env, CIVIC_COUNT_FIRESTORE_OPS: '1' } : process.env,
      },
    );
    if (stack.status !== 0) failed++;
  }
}
process.exit(failed ? 1 : 0);
