/**
 * The emulator suites as `npm test` runs them: Vitest with tests/vitest.config.ts (extra arguments
 * passed on), then — while the emulators are still up — the Firestore rule-coverage reports of
 * every project id the suites used are saved for tests/run-all.ts to judge (one file per run:
 * npm test starts two). Exits with Vitest's code.
 * The e2e files share the seed accounts' signed-in states through a folder made for this run.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { emulatorAddress, PROJECT_ID, ROOT } from '../emulators/config.js';
import { gatherRuleCoverage } from './support/tooling/rule-coverage.js';

// The seed accounts' signed-in states, shared by the e2e files of this run only: a session is
// valid on the Auth emulator that issued it (tests/support/browser/pages.ts).
const sessions = mkdtempSync(join(tmpdir(), 'civic-e2e-sessions-'));
const vitest = spawnSync('npx', ['vitest', 'run', '--config', 'tests/vitest.config.ts', ...process.argv.slice(2)], {
  cwd: ROOT,
  stdio: 'inherit',
  env: { ...process.env, E2E_SESSIONS_DIR: sessions },
});
rmSync(sessions, { recursive: true, force: true });
// Named by the projects this run held, so npm test's two stacks each keep their own file.
const args = process.argv.slice(2);
const projects = args.flatMap((arg, i) => (args[i - 1] === '--project' ? [arg] : []));
await gatherRuleCoverage(emulatorAddress('firestore').origin, [PROJECT_ID], projects.join('+') || 'all');
process.exit(vitest.status ?? 1);
