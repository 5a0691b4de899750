import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const domain = fileURLToPath(new URL('../domain/src/index.ts', import.meta.url));
const web = fileURLToPath(new URL('../web/src', import.meta.url));
const failedPages = fileURLToPath(new URL('./support/browser/failed-pages.ts', import.meta.url));
const devEnv = fileURLToPath(new URL('./dev/setup-env.ts', import.meta.url));

/**
 * `npm run dev` itself, as a newcomer meets it (tests/dev/): each test file starts, stops and
 * restarts the dev stack on this stack's ports, so its files run one at a time; `npm test` runs it
 * on a side stack of its own, beside the browser files at a lower priority (tests/run-all.ts).
 */
export default defineConfig({
  resolve: { alias: { '@civic/domain': domain, '@': web } },
  test: {
    name: 'dev',
    include: ['tests/dev/**/*.test.ts'],
    fileParallelism: false,
    // Fail-safes: the suite runs at a lower priority beside the browser files (docs/testing.md).
    testTimeout: 600_000,
    hookTimeout: 1_200_000,
    setupFiles: [devEnv, failedPages],
  },
});
