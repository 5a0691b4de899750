import { CALLABLES } from '@civic/domain';
import { readdirSync, readFileSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';

const SRC = new URL('.', import.meta.url);
/** The areas: every folder with an `index.ts` of its deployed exports. */
const AREAS = readdirSync(SRC, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && readdirSync(new URL(`${entry.name}/`, SRC)).includes('index.ts'))
  .map((entry) => entry.name);
/** The functions an area's index re-exports, by the file each comes from. */
const areaIndexFiles = (area: string) =>
  [...readFileSync(new URL(`${area}/index.ts`, SRC), 'utf8').matchAll(/from '\.\/([\w-]+)\.js'/g)].map((m) => m[1]);

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

// Importing the whole inventory loads every SDK; on a busy machine that takes seconds.
const IMPORT_TIMEOUT_MS = 60_000;

describe('the deployed inventory (functions/src/index.ts and the area indexes)', () => {
  it(
    'exports a callable for every entry of the contract table, under its name',
    async () => {
      const deployed = (await import('./index.js')) as Record<string, unknown>;
      const missing = Object.keys(CALLABLES).filter((name) => typeof deployed[name] !== 'function');
      expect(missing).toEqual([]);
      for (const name of Object.keys(CALLABLES)) {
        // onCall functions carry their trigger description; a plain export with the name is not enough.
        expect(
          (deployed[name] as { __endpoint?: { callableTrigger?: unknown } }).__endpoint?.callableTrigger,
          name,
        ).toBeDefined();
      }
    },
    IMPORT_TIMEOUT_MS,
  );

  it(
    'takes every deployed export from an area index, each name from one area',
    async () => {
      vi.stubEnv('FUNCTIONS_EMULATOR', '');
      const deployed = (await import('./index.js')) as Record<string, unknown>;
      const areaOf = new Map<string, string>();
      for (const area of AREAS) {
        // The area list is read from the folder, so the path is built (Vite cannot list it ahead).
        const exports = (await import(/* @vite-ignore */ `./${area}/index.ts`)) as Record<string, unknown>;
        for (const [name, value] of Object.entries(exports)) {
          expect(areaOf.get(name), `${name} is exported by two areas`).toBeUndefined();
          areaOf.set(name, area);
          expect(deployed[name], `${area}/index.ts's ${name}`).toBe(value);
          // A deployed function carries its trigger description; a helper does not. (`in`, not a
          // read: a v1 trigger builds its description only with a project configured.)
          expect(typeof value === 'function' && '__endpoint' in value, `${area}/index.ts's ${name}`).toBe(true);
        }
      }
      const elsewhere = Object.keys(deployed).filter((name) => deployed[name] !== undefined && !areaOf.has(name));
      expect(elsewhere).toEqual([]);
      expect(AREAS.length).toBeGreaterThan(5);
    },
    IMPORT_TIMEOUT_MS,
  );

  it('keeps only deployed functions beside an area index: helpers are in its lib/', () => {
    for (const area of AREAS) {
      const files = readdirSync(new URL(`${area}/`, SRC), { withFileTypes: true })
        .filter((entry) => entry.isFile() && entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts'))
        .map((entry) => entry.name.replace(/\.ts$/, ''))
        .filter((name) => name !== 'index');
      expect(files.sort(), area).toEqual(areaIndexFiles(area).sort());
    }
  });

  it(
    'leaves the test-only echoStatus endpoint out of a deploy, and in on the emulator',
    async () => {
      vi.stubEnv('FUNCTIONS_EMULATOR', '');
      expect(((await import('./index.js')) as Record<string, unknown>).echoStatus).toBeUndefined();
      vi.resetModules();
      vi.stubEnv('FUNCTIONS_EMULATOR', 'true');
      expect(((await import('./index.js')) as Record<string, unknown>).echoStatus).toBeTypeOf('function');
    },
    IMPORT_TIMEOUT_MS,
  );
});
