/**
 * The emulator suites as `npm test` runs them: Vitest with tests/vitest.config.ts (extra arguments
 * passed on), then — while the emulators are still up — the Firestore rule-coverage reports of
 * every project id the suites used are saved for tests/run-all.ts to judge. Exits with Vitest's code.
 */
import { spawnSync } from 'node:child_process';
import { emulatorAddress, PROJECT_ID, ROOT } from '../emulators/config.js';
import { gatherRuleCoverage } from './support/tooling/rule-coverage.js';

const vitest = spawnSync('npx', ['vitest', 'run', '--config', 'tests/vitest.config.ts', ...process.argv.slice(2)], {
  cwd: ROOT,
  stdio: 'inherit',
});
await gatherRuleCoverage(emulatorAddress('firestore').origin, [PROJECT_ID]);
process.exit(vitest.status ?? 1);
