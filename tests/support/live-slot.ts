/**
 * At most one event is live at a time (the whole point of goLive's lock), but test files run in
 * parallel against one emulator. A file that makes an event live first takes the stack's live
 * slot: a lock directory (mkdir is atomic across processes), released when the file is done.
 * Whoever holds the slot starts from a clean state: an event a crashed run left live is ended.
 * Suites of other capabilities that go live (camera, comments, game) take the slot the same way.
 */
import { COLLECTIONS, LIVE_LOCK, type EventDoc } from '@civic/domain';
import { Timestamp } from 'firebase-admin/firestore';
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

/**
 * Ends the event the live lock names, if it is still live (left by a crashed run or a failed
 * test), directly with the Admin SDK. Events other suites wrote as live without going through
 * goLive (they never take the lock) are left alone.
 */
export async function endLockedLiveEvent(): Promise<void> {
  const lockRef = db.collection(LIVE_LOCK.collection).doc(LIVE_LOCK.doc);
  const eventId = (await lockRef.get()).get('eventId') as string | null | undefined;
  if (eventId) {
    const event = db.collection(COLLECTIONS.events).doc(eventId);
    if ((await event.get()).get('status') === 'live')
      await event.update({ status: 'ended', livePollId: null, overlay: null });
  }
  await lockRef.set({ eventId: null, since: null });
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

/** Makes a public event with the local clip live directly (holder of the slot only). */
export async function goLiveForTest(title: string): Promise<string> {
  await endLockedLiveEvent();
  const now = Timestamp.now();
  const ref = db.collection(COLLECTIONS.events).doc();
  await ref.set({
    title,
    description: '',
    coverImageUrl: '',
    startsAt: now,
    endsAt: Timestamp.fromMillis(now.toMillis() + 3_600_000),
    status: 'live',
    visibility: 'public',
    source: { kind: 'hls', url: '/media/test-pattern/index.m3u8' },
    livePollId: null,
    overlay: null,
    wentLiveAt: now,
    endedAt: null,
    createdBy: null,
    createdAt: now,
    updatedAt: now,
  } satisfies EventDoc);
  await db.collection(LIVE_LOCK.collection).doc(LIVE_LOCK.doc).set({ eventId: ref.id, since: now });
  return ref.id;
}
