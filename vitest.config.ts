import { defineConfig } from 'vitest/config';

/** Unit tests: no emulator needed. Emulator-backed suites live in tests/vitest.config.ts. */
export default defineConfig({
  test: {
    projects: ['domain', 'functions', 'web'],
  },
});
