import { defineConfig } from 'vitest/config';

/** Unit tests: no emulator needed. Emulator-backed suites live in tests/vitest.config.ts. */
export default defineConfig({
  test: {
    projects: [
      'domain',
      'functions',
      'web',
      // The local stack's own logic (ports of side-by-side stacks); no emulator needed.
      { test: { name: 'emulators', include: ['emulators/**/*.test.ts'] } },
      // The import boundaries, shown by linting fixtures with the real ESLint configuration.
      { test: { name: 'lint', include: ['tests/lint/**/*.test.ts'], testTimeout: 120_000, hookTimeout: 120_000 } },
      // Checks of the repository itself (the lockfile in step with the workspaces).
      { test: { name: 'repo', include: ['tests/repo/**/*.test.ts'] } },
      // The test suites' own tools (rule-coverage gate); no emulator needed.
      { test: { name: 'test-tools', include: ['tests/support/**/*.test.ts'] } },
    ],
  },
});
