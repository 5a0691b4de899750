import { CALLABLES } from '@civic/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

// Importing the whole inventory loads every SDK; on a busy machine that takes seconds.
const IMPORT_TIMEOUT_MS = 60_000;

describe('the deployed inventory (functions/src/index.ts)', () => {
  it('exports a callable for every entry of the contract table, under its name', async () => {
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
