/**
 * Settings from the expected audience (docs/scale.md, "Settings from the expected audience") on the
 * Auth, Functions and Firestore emulators: a poll pushed into an event expecting 50 000 viewers is
 * sized by the formula and keeps it; a burst of votes spread over its own shards ends exact; a poll
 * that already counted votes keeps the deployed configuration; a crowd larger than expected sizes
 * the next poll; a game created in the event gets its lobby shards; and only an admin pushes.
 */
import {
  COLLECTIONS,
  TALLY_SHARDS,
  recountPoll,
  settingsForAudience,
  sumTallyShards,
  totalVotes,
  type PollDoc,
  type ViewerSampleDoc,
} from '@civic/domain';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestAccount, db } from '../support/emulators/admin.js';
import { call, callError } from '../support/emulators/callables.js';
import { clientPool, type TestClient } from '../support/emulators/client.js';
import { eventually } from '../support/eventually.js';
import { createOpenPoll, liveEventDoc } from '../support/fixtures/live-events.js';

const clientFor = clientPool();
/** Votes written at once: enough that a 500-shard poll uses shards past the deployed 100. */
const BURST = 150;

let admin: TestClient;
let citizen: TestClient;
beforeAll(async () => {
  [admin, citizen] = await Promise.all([
    clientFor(await createTestAccount('admin')),
    clientFor(await createTestAccount('user')),
  ]);
}, 180_000);

const events: string[] = [];
afterAll(async () => {
  await Promise.all(events.map((id) => db.collection(COLLECTIONS.events).doc(id).update({ status: 'ended' })));
});

/**
 * A live event expecting `expectedAudience` viewers, written directly (the live lock is the events
 * suite's): signed-in only, so /stream and the files that go live beside this one never see it.
 */
async function liveEvent(expectedAudience: number | null): Promise<string> {
  const ref = db.collection(COLLECTIONS.events).doc();
  await ref.set(liveEventDoc(`Audience ${Date.now()}`, { expectedAudience, visibility: 'signed-in' }));
  events.push(ref.id);
  return ref.id;
}
const pollOf = async (pollId: string) =>
  (await db.collection(COLLECTIONS.polls).doc(pollId).get()).data() as PollDoc | undefined;

/** `count` votes written at once by the Admin SDK (the rules are polls.test.ts's): the trigger counts each. */
async function burst(pollId: string, count: number, optionIds: string[]) {
  const votes = db.collection(COLLECTIONS.polls).doc(pollId).collection(COLLECTIONS.votes);
  const batch = db.batch();
  const cast = Array.from({ length: count }, (_, i) => ({ uid: `burst-${pollId}-${i}`, optionId: optionIds[i % 2]! }));
  for (const { uid, optionId } of cast)
    batch.create(votes.doc(uid), { optionId, votedAt: FieldValue.serverTimestamp() });
  await batch.commit();
  return recountPoll(cast, optionIds).tallies;
}

describe('a poll pushed into an event is sized for its audience', () => {
  it(
    'expecting 50 000 viewers: the shards the formula gives, fixed; a burst of votes ends exact',
    { timeout: 300_000 },
    async () => {
      const chosen = settingsForAudience(50_000).poll;
      expect(chosen.tallyShards).toBeGreaterThan(TALLY_SHARDS);
      const eventId = await liveEvent(50_000);
      const pollId = await createOpenPoll(`Sized ${Date.now()}`);
      await call(admin, 'setLivePoll', { eventId, pollId });
      expect((await pollOf(pollId))?.audience).toEqual(chosen);

      const optionIds = ['o1', 'o2'];
      const expected = await burst(pollId, BURST, optionIds);
      const shards = db.collection(COLLECTIONS.polls).doc(pollId).collection(COLLECTIONS.tallyShards);
      const final = await eventually(async () => {
        const sums = sumTallyShards(
          (await shards.get()).docs.map((d) => d.data()),
          optionIds,
        );
        return totalVotes(sums) === BURST ? sums : null;
      }, 240_000);
      expect(final).toEqual(expected);
      // Spread over the poll's own shards, not the constant's.
      const ids = (await shards.get()).docs.map((d) => Number(d.id));
      expect(ids.every((id) => Number.isInteger(id) && id >= 0 && id < chosen.tallyShards)).toBe(true);
      expect(Math.max(...ids)).toBeGreaterThanOrEqual(TALLY_SHARDS);

      // Pushed again (off and on), and the audience edited: the poll keeps what it opened with.
      await db.collection(COLLECTIONS.events).doc(eventId).update({ expectedAudience: 500 });
      await call(admin, 'setLivePoll', { eventId, pollId: null });
      await call(admin, 'setLivePoll', { eventId, pollId });
      expect((await pollOf(pollId))?.audience).toEqual(chosen);
    },
  );

  it('a poll that already counted votes keeps the deployed configuration', { timeout: 120_000 }, async () => {
    const eventId = await liveEvent(50_000);
    const pollId = await createOpenPoll(`Voted before ${Date.now()}`);
    await db
      .collection(COLLECTIONS.polls)
      .doc(pollId)
      .collection(COLLECTIONS.tallyShards)
      .doc('3')
      .set({ counts: { o1: 1 } });
    await call(admin, 'setLivePoll', { eventId, pollId });
    expect((await pollOf(pollId))?.audience ?? null).toBeNull();
  });

  it('a crowd larger than expected (the last viewers-now sample) sizes the poll', { timeout: 120_000 }, async () => {
    const eventId = await liveEvent(1_000);
    await db
      .collection(COLLECTIONS.events)
      .doc(eventId)
      .collection(COLLECTIONS.viewerSamples)
      .doc('1')
      .set({ at: Timestamp.now(), count: 20_000 } satisfies ViewerSampleDoc);
    const pollId = await createOpenPoll(`Crowd ${Date.now()}`);
    await call(admin, 'setLivePoll', { eventId, pollId });
    expect((await pollOf(pollId))?.audience).toEqual(settingsForAudience(20_000).poll);
  });

  it('only an admin pushes (and so sizes) a poll', { timeout: 120_000 }, async () => {
    const eventId = await liveEvent(50_000);
    const pollId = await createOpenPoll(`Refused ${Date.now()}`);
    expect(await callError(citizen, 'setLivePoll', { eventId, pollId })).toBe('functions/permission-denied');
    expect((await pollOf(pollId))?.audience ?? null).toBeNull();
  });
});
