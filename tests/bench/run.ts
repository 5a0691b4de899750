/**
 * `npm run bench`: runs every tests/bench/*.bench.ts script in turn against the running emulators
 * (the npm script starts them). Each script prints its own numbers; none asserts on time.
 */
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const dir = fileURLToPath(new URL('.', import.meta.url));
const only = process.argv.slice(2);
const scripts = readdirSync(dir)
  .filter((file) => file.endsWith('.bench.ts'))
  .filter((file) => only.length === 0 || only.some((name) => file.includes(name)))
  .sort();

let failed = 0;
for (const script of scripts) {
  console.log(`\n━━ ${script} ━━`);
  const result = spawnSync('npx', ['tsx', `${dir}${script}`], { stdio: 'inherit' });
  if (result.status !== 0) failed++;
}
process.exit(failed ? 1 : 0);
