import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { linguiPlugins } from '../web/build-tools/lingui-plugins.js';

const domain = fileURLToPath(new URL('../domain/src/index.ts', import.meta.url));
// The web app's own modules (route list, public pages) are imported by the e2e suites.
const web = fileURLToPath(new URL('../web/src', import.meta.url));
const failedPages = fileURLToPath(new URL('./support/browser/failed-pages.ts', import.meta.url));
const cleanStage = fileURLToPath(new URL('./support/emulators/clean-stage.ts', import.meta.url));

/**
 * Suites that need the running emulators. Started through `npm test`, or one project at a time
 * through `npm run test:rules|test:integration|test:e2e [-- filter]` (docs/testing.md).
 */
export default defineConfig({
  resolve: { alias: { '@civic/domain': domain, '@': web } },
  // The web modules a suite imports speak through Lingui's macros (docs/languages.md): compiled
  // here as in the web app's own tests.
  plugins: linguiPlugins(),
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'rules',
          include: ['tests/rules/**/*.test.ts'],
          testTimeout: 20_000,
          // Each rules file has a project id of its own on the emulator (tests/support/rules/
          // firestore-env.ts), so they run two at a time, first and on their own (docs/testing.md).
          maxWorkers: 2,
          sequence: { groupOrder: 0 },
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
          // Two files at a time: each file makes its own accounts, events and polls, and asserts on
          // them, never on a collection's totals (docs/testing.md, "Time").
          maxWorkers: 2,
          sequence: { groupOrder: 1 },
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          testTimeout: 90_000,
          hookTimeout: 90_000,
          // One browser at a time, after the rules and integration suites (their bursts of a
          // thousand voters starved the browser on two cores), with one retry that the summary
          // names (docs/testing.md, "Order and retries").
          fileParallelism: false,
          retry: 1,
          sequence: { groupOrder: 2 },
          // A failed test prints (and the summary lists) what its open pages showed; each file
          // starts with no event live (the integration suite's rooms are ended).
          setupFiles: [failedPages, cleanStage],
        },
      },
      {
        extends: true,
        test: {
          name: 'fuzz',
          include: ['tests/fuzz/**/*.test.ts'],
          testTimeout: 600_000,
          hookTimeout: 120_000,
          // After every other suite: its "nothing written" counts must see only its own calls.
          sequence: { groupOrder: 3 },
        },
      },
    ],
  },
});
