import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const domain = fileURLToPath(new URL('../domain/src/index.ts', import.meta.url));
const web = fileURLToPath(new URL('../web/src', import.meta.url));
const failedPages = fileURLToPath(new URL('./support/browser/failed-pages.ts', import.meta.url));
const devEnv = fileURLToPath(new URL('./dev/setup-env.ts', import.meta.url));

/**
 * `npm run dev` itself, as a newcomer meets it (tests/dev/): each test file starts, stops and
 * restarts the dev stack on this stack's ports, so this suite runs alone — after the emulator
 * suites, whose stack holds the same ports (`npm run test:dev`, tests/run-all.ts).
 */
export default defineConfig({
  resolve: { alias: { '@civic/domain': domain, '@': web } },
  test: {
    name: 'dev',
    include: ['tests/dev/**/*.test.ts'],
    fileParallelism: false,
    testTimeout: 180_000,
    hookTimeout: 600_000,
    setupFiles: [devEnv, failedPages],
  },
});
