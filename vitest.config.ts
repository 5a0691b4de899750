import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const WEB = fileURLToPath(new URL('./web/', import.meta.url));

/**
 * The web test files that change the module registry (vi.mock, vi.doMock, vi.resetModules): they
 * run isolated, each in a fresh module registry and DOM. Every other web file shares its worker's
 * modules and jsdom with the files before it: starting jsdom, React and the catalogs once per
 * worker instead of once per file took the web tests from 9 minutes to about one
 * (docs/testing.md, "Time").
 */
const webTests = ['src', 'build-tools']
  .flatMap((folder) =>
    readdirSync(join(WEB, folder), { recursive: true, encoding: 'utf8' }).map((f) => `${folder}/${f}`),
  )
  .filter((file) => /\.test\.tsx?$/.test(file));
const changesRegistry = (file: string) =>
  /\bvi\.(mock|doMock|resetModules)\(/.test(readFileSync(join(WEB, file), 'utf8'));
const registryChanging = webTests.filter(changesRegistry);
const sharing = webTests.filter((file) => !changesRegistry(file));

/** Unit tests: no emulator needed. Emulator-backed suites live in tests/vitest.config.ts. */
export default defineConfig({
  test: {
    // A file per core: Vitest's default (one fewer than the cores) ran one file at a time on our
    // two-core machines.
    maxWorkers: '100%',
    projects: [
      'domain',
      'functions',
      // Both extend web's own configuration (its include); each leaves out the other's files.
      {
        extends: './web/vite.config.ts',
        root: './web',
        test: { name: 'web', isolate: false, exclude: registryChanging },
      },
      { extends: './web/vite.config.ts', root: './web', test: { name: 'web (isolated)', exclude: sharing } },
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
