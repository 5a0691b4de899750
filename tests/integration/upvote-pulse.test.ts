/**
 * Question counts on a pulse (issue 35, docs/comments.md "Upvotes"): a burst of upvotes on one
 * question ends in its exact count, written at most once a second (what every feed showing the
 * question receives), and the pulse's summary says how many publications there were; a burst on two
 * questions counts both; an upvote on a deleted question never brings it back. The upvotes are
 * created with the admin SDK in the client's shape (`at` the create's commit time, as
 * `request.time` in the rules; tests/rules/firestore/comments.test.ts holds the rules), so many
 * land at once without a web SDK instance each; the triggers run in the Functions emulator.
 */
import { COLLECTIONS, UPVOTES_PULSE_DOC, UPVOTES_PULSE_MS, type UpvoteDoc, type UpvotesPulseDoc } from '@civic/domain';
import { FieldValue, Timestamp, type DocumentReference } from 'firebase-admin/firestore';
import { afterAll, describe, expect, it } from 'vitest';
import { db } from '../support/emulators/admin.js';
import { eventually } from '../support/eventually.js';
import { liveEventDoc } from '../support/fixtures/live-events.js';

const { newComment } = await import('../../functions/src/comments/lib/commentRefs.js');

const CROWD = 40;

const created: string[] = [];
async function liveEvent(): Promise<DocumentReference> {
  const ref = db.collection(COLLECTIONS.events).doc();
  // Whole and signed-in only, as every fixture event (tests/support/fixtures/live-events.ts).
  await ref.set(liveEventDoc('Town hall', { visibility: 'signed-in' }));
  created.push(ref.id);
  return ref;
}
afterAll(async () => {
  await Promise.all(created.map((id) => db.collection(COLLECTIONS.events).doc(id).update({ status: 'ended' })));
});

async function question(event: DocumentReference, text: string): Promise<DocumentReference> {
  const ref = event.collection(COLLECTIONS.comments).doc();
  await ref.set(
    newComment(
      {
        eventId: event.id,
        kind: 'question',
        text,
        authorUid: 'asker',
        authorName: 'Asker',
        createdAt: Timestamp.now(),
      },
      null,
    ),
  );
  return ref;
}

/** `count` upvotes at once, each its own create, as `count` browsers send them. */
function upvoteAtOnce(q: DocumentReference, count: number, tag: string): Promise<unknown> {
  return Promise.all(
    Array.from({ length: count }, (_, i) => {
      const uid = `${tag}-${i}`;
      return q
        .collection(COLLECTIONS.upvotes)
        .doc(uid)
        .create({ at: FieldValue.serverTimestamp(), uid, eventId: q.parent.parent!.id } satisfies UpvoteDoc);
    }),
  );
}

const summaryOf = async (event: DocumentReference) =>
  (await event.collection(COLLECTIONS.stats).doc(UPVOTES_PULSE_DOC).get()).data() as
    UpvotesPulseDoc<Timestamp> | undefined;

/** The latest `at` among the question's upvotes: a publication through it includes them all. */
async function lastUpvoteAt(q: DocumentReference): Promise<Timestamp> {
  const upvotes = await q.collection(COLLECTIONS.upvotes).orderBy('at', 'desc').limit(1).get();
  return upvotes.docs[0]!.get('at') as Timestamp;
}

/** The pulse's summary once a publication includes every upvote up to `at`. */
async function publishedThrough(event: DocumentReference, at: Timestamp): Promise<UpvotesPulseDoc<Timestamp>> {
  return await eventually(async () => {
    const summary = await summaryOf(event);
    return summary && summary.through.toMillis() >= at.toMillis() ? summary : null;
  }, 180_000);
}

/** Every value of the question's count a listener receives (what a feed showing it is sent). */
function watchCount(q: DocumentReference): { seen: number[]; stop: () => void } {
  const seen: number[] = [];
  const stop = q.onSnapshot((snapshot) => {
    const upvotes = snapshot.get('upvotes') as number | undefined;
    if (upvotes !== undefined && upvotes !== seen.at(-1)) seen.push(upvotes);
  });
  return { seen, stop };
}

describe('upvote counts on a pulse', () => {
  it(`${CROWD} upvotes at once: the exact count, written at most once a second`, { timeout: 300_000 }, async () => {
    const event = await liveEvent();
    const q = await question(event, 'When does the tram come?');
    const watched = watchCount(q);
    const started = Date.now();
    await upvoteAtOnce(q, CROWD, `crowd-${q.id}`);
    const summary = await publishedThrough(event, await lastUpvoteAt(q));
    const elapsedMs = Date.now() - started;
    watched.stop();
    expect((await q.get()).get('upvotes')).toBe(CROWD);
    const bound = Math.floor(elapsedMs / UPVOTES_PULSE_MS) + 1;
    // What a feed showing the question receives: at most one change a pulse, never backwards.
    expect(watched.seen.length - 1).toBeLessThanOrEqual(bound);
    expect(watched.seen).toEqual([...watched.seen].sort((a, b) => a - b));
    // At most one publication a pulse (and one at the start), however many upvotes.
    expect(summary.pulses).toBeGreaterThanOrEqual(1);
    expect(summary.pulses).toBeLessThanOrEqual(bound);
    expect(watched.seen.length - 1).toBeLessThanOrEqual(summary.pulses);
    expect(watched.seen.at(-1)).toBe(CROWD);
  });

  it('a burst on two questions counts both exactly', { timeout: 300_000 }, async () => {
    const event = await liveEvent();
    const [first, second] = await Promise.all([question(event, 'Buses?'), question(event, 'Bikes?')]);
    await Promise.all([upvoteAtOnce(first, 7, `a-${first.id}`), upvoteAtOnce(second, 5, `b-${second.id}`)]);
    await eventually(async () => {
      const [a, b] = await Promise.all([first.get(), second.get()]);
      return a.get('upvotes') === 7 && b.get('upvotes') === 5 ? true : null;
    }, 180_000);
    // Nothing more arrives later: the counts are absolute, not added per upvote.
    await new Promise((resolve) => setTimeout(resolve, 2 * UPVOTES_PULSE_MS));
    expect([(await first.get()).get('upvotes'), (await second.get()).get('upvotes')]).toEqual([7, 5]);
  });

  it('an upvote on a deleted question does not bring it back', { timeout: 300_000 }, async () => {
    const event = await liveEvent();
    const q = await question(event, 'Gone soon?');
    const upvote = q.collection(COLLECTIONS.upvotes).doc('late');
    await q.delete();
    await upvote.create({ at: FieldValue.serverTimestamp(), uid: 'late', eventId: event.id } satisfies UpvoteDoc);
    const at = (await upvote.get()).get('at') as Timestamp;
    // Published through the upvote's time: the question was looked at and left deleted.
    await publishedThrough(event, at);
    expect((await q.get()).exists).toBe(false);
  });
});
