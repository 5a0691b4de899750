/**
 * At most one event is live at a time (the whole point of goLive's lock), but test files run in
 * parallel against one emulator. A file that makes an event live first takes the stack's live
 * slot: a lock directory (mkdir is atomic across processes), released when the file is done.
 * Whoever holds the slot starts from a clean state: any event left live by a crashed run is ended.
 * Suites of other capabilities that go live (camera, comments, game) take the slot the same way.
 */
import { COLLECTIONS, LIVE_LOCK } from '@civic/domain';
import { mkdirSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { ARTIFACTS_DIR, ROOT } from '../../emulators/config.js';
import { db } from './admin.js';

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

/** Ends every live event directly (Admin SDK) and frees the lock document. */
export async function endEveryLiveEvent(): Promise<void> {
  const live = await db.collection(COLLECTIONS.events).where('status', '==', 'live').get();
  await Promise.all(live.docs.map((doc) => doc.ref.update({ status: 'ended', livePollId: null, overlay: null })));
  await db.collection(LIVE_LOCK.collection).doc(LIVE_LOCK.doc).set({ eventId: null, since: null });
}

/** Call at module level in a file that goes live: holds the slot for the whole file. */
export function holdLiveSlot(): void {
  beforeAll(async () => {
    await acquire();
    await endEveryLiveEvent();
  }, 15 * 60_000);
  afterAll(async () => {
    await endEveryLiveEvent().catch(() => undefined);
    rmSync(LOCK, { recursive: true, force: true });
  });
}
