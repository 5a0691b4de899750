import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, statSync, utimesSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const functionsDir = fileURLToPath(new URL('../../functions/', import.meta.url));
// A temporary folder, not lib/: a stack running beside this test (npm run dev) watches lib/.
const outDir = mkdtempSync(join(tmpdir(), 'functions-build-'));
const bundle = join(outDir, 'index.js');
const build = () =>
  execFileSync(process.execPath, ['build.mjs', '--outfile', bundle], { cwd: functionsDir, stdio: 'pipe' });
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

describe("the functions' build (functions/build.mjs)", () => {
  // Two stacks may run from one checkout, and a running Functions emulator reloads every function
  // when lib/ changes: a second build of the same sources must not touch it (docs/testing.md,
  // "Two lanes").
  it('leaves its output untouched when the sources have not changed', () => {
    build();
    const longAgo = new Date('2020-01-01T00:00:00Z');
    utimesSync(bundle, longAgo, longAgo);
    build();
    expect(statSync(bundle).mtime.toISOString()).toBe(longAgo.toISOString());
    expect(statSync(`${bundle}.map`).size).toBeGreaterThan(0);
  }, 60_000);
});
