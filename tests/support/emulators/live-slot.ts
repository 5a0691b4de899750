/**
 * At most one event is live at a time (the whole point of goLive's lock), but test files run in
 * parallel against one emulator. A file that makes an event live first takes the stack's live
 * slot: a lock directory (mkdir is atomic across processes), released when the file is done.
 * Whoever holds the slot starts from a clean state: an event a crashed run left live is ended.
 * Suites of other capabilities that go live (camera, comments, game) take the slot the same way.
 */
import { mkdirSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { ARTIFACTS_DIR, ROOT } from '../../../emulators/config.js';
import { endLockedLiveEvent } from '../fixtures/live-events.js';

export { endLockedLiveEvent, goLiveForTest } from '../fixtures/live-events.js';

const LOCK = join(ROOT, ARTIFACTS_DIR, 'live-slot.lock');
/** A holder that crashed cannot block the run for ever. */
const STALE_MS = 10 * 60_000;

async function acquire(): Promise<void> {
  mkdirSync(join(ROOT, ARTIFACTS_DIR), { recursive: true });
  for (;;) {
    try {
      mkdirSync(LOCK);
      return;
    } catch {
      try {
        if (Date.now() - statSync(LOCK).mtimeMs > STALE_MS) rmSync(LOCK, { recursive: true, force: true });
      } catch {
        // Released between the two calls: try again.
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}

/** Call at module level in a file that goes live: holds the slot for the whole file. */
export function holdLiveSlot(): void {
  beforeAll(async () => {
    await acquire();
    await endLockedLiveEvent();
  }, 15 * 60_000);
  afterAll(async () => {
    await endLockedLiveEvent().catch(() => undefined);
    rmSync(LOCK, { recursive: true, force: true });
  });
}
