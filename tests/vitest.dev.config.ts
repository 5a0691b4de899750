import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const domain = fileURLToPath(new URL('../domain/src/index.ts', import.meta.url));
const web = fileURLToPath(new URL('../web/src', import.meta.url));
const failedPages = fileURLToPath(new URL('./support/browser/failed-pages.ts', import.meta.url));
const devEnv = fileURLToPath(new URL('./dev/setup-env.ts', import.meta.url));

/**
 * `npm run dev` itself, as a newcomer meets it (tests/dev/): each test file starts, stops and
 * restarts the dev stack on this stack's ports, so its files run one at a time; `npm test` runs it
 * on a side stack of its own, after the browser files (tests/run-all.ts).
 */
export default defineConfig({
  resolve: { alias: { '@civic/domain': domain, '@': web } },
  test: {
    name: 'dev',
    include: ['tests/dev/**/*.test.ts'],
    fileParallelism: false,
    // Fail-safes for a slow machine, never a measure (docs/testing.md, "`npm run dev` itself").
    testTimeout: 600_000,
    hookTimeout: 1_200_000,
    setupFiles: [devEnv, failedPages],
  },
});
