/** Live-event fixtures for tests and benchmarks (Admin SDK; no test runner needed). */
import { COLLECTIONS, LIVE_LOCK, type EventDoc, type PollDoc, type Sponsor } from '@civic/domain';
import { Timestamp } from 'firebase-admin/firestore';
import { db } from './admin.js';

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

/** An open, published poll with live results (two options), for rooms to push live; with a sponsor, an ad poll. */
export async function createOpenPoll(
  question: string,
  options = ['Yes', 'No'],
  sponsor: Sponsor | null = null,
): Promise<string> {
  const now = Date.now();
  const ref = await db.collection(COLLECTIONS.polls).add({
    kind: sponsor ? 'ad' : 'poll',
    question,
    description: 'Asked live in the room.',
    options: options.map((label, i) => ({ id: `o${i + 1}`, label })),
    optionIds: options.map((_, i) => `o${i + 1}`),
    published: true,
    opensAt: Timestamp.fromMillis(now - 60_000),
    closesAt: Timestamp.fromMillis(now + 3_600_000),
    resultsVisibility: 'live',
    sponsor,
    createdBy: null,
    createdAt: Timestamp.now(),
    updatedAt: Timestamp.now(),
  } satisfies PollDoc);
  return ref.id;
}
