import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/** The leaking dev-suite case of tests/support/tooling/run-suite.test.ts, run alone. */
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  test: { include: ['*.case.ts'], testTimeout: 60_000 },
});
