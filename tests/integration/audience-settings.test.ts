/**
 * Settings from the expected audience (docs/scale.md, "Settings from the expected audience") on the
 * Auth, Functions and Firestore emulators: a poll pushed into an event expecting 50 000 viewers is
 * sized by the formula and keeps it; a burst of votes spread over its own shards ends exact; a poll
 * that already counted votes keeps the deployed configuration; a crowd larger than expected sizes
 * the next poll; a game created in the event gets its lobby shards; and only an admin pushes. A push
 * records its moment (rooms count the ballot's offset from it), and a vote cast before a viewer's
 * offset is accepted (the spread is the rooms' courtesy, not a rule). A live audience that outgrows
 * the event's settings has them chosen again (heartbeat, window, feed mode), never downward, and no
 * client writes them.
 */
import {
  COLLECTIONS,
  TALLY_SHARDS,
  audienceToResize,
  recountPoll,
  settingsForAudience,
  sumTallyShards,
  totalVotes,
  type EventDoc,
  type PollDoc,
  type ViewerSampleDoc,
} from '@civic/domain';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { doc, serverTimestamp, setDoc, updateDoc } from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestAccount, db } from '../support/emulators/admin.js';
import { call, callError } from '../support/emulators/callables.js';
import { clientPool, type TestClient } from '../support/emulators/client.js';
import { QUEUED_TRIGGER_TIMEOUT_MS, eventually } from '../support/eventually.js';
import { eventInput } from '../support/fixtures/event-input.js';
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
  // With the settings createEvent writes for that audience (none: absent).
  const audience = expectedAudience ? settingsForAudience(expectedAudience).event : null;
  await ref.set(liveEventDoc(`Audience ${Date.now()}`, { expectedAudience, audience, visibility: 'signed-in' }));
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

describe('a pushed ballot reaches the rooms over its spread', () => {
  it(
    'a push records its moment, from which each room counts its offset; pushing it again keeps it',
    { timeout: 120_000 },
    async () => {
      const eventId = await liveEvent(100_000);
      const pollId = await createOpenPoll(`Spread ${Date.now()}`);
      await call(admin, 'setLivePoll', { eventId, pollId });
      const event = db.collection(COLLECTIONS.events).doc(eventId);
      const pushedAt = (await event.get()).get('livePollAt') as Timestamp | null;
      expect(pushedAt).toBeInstanceOf(Timestamp);
      expect((await pollOf(pollId))?.audience?.ballotSpreadSeconds).toBe(
        settingsForAudience(100_000).poll.ballotSpreadSeconds,
      );
      // A doubled request is no new push: a reload of every room must not start its wait again.
      await call(admin, 'setLivePoll', { eventId, pollId });
      expect(((await event.get()).get('livePollAt') as Timestamp).isEqual(pushedAt!)).toBe(true);
      await call(admin, 'setLivePoll', { eventId, pollId: null });
      expect((await event.get()).get('livePollAt')).toBeNull();
    },
  );

  it(
    'a vote cast at once, before any offset, is accepted and counted: the spread is no rule',
    { timeout: 180_000 },
    async () => {
      const eventId = await liveEvent(100_000);
      const pollId = await createOpenPoll(`Early vote ${Date.now()}`);
      await call(admin, 'setLivePoll', { eventId, pollId });
      expect((await pollOf(pollId))?.audience?.ballotSpreadSeconds).toBeGreaterThan(0);
      await setDoc(doc(citizen.db, COLLECTIONS.polls, pollId, COLLECTIONS.votes, citizen.uid!), {
        optionId: 'o1',
        votedAt: serverTimestamp(),
      });
      const shards = db.collection(COLLECTIONS.polls).doc(pollId).collection(COLLECTIONS.tallyShards);
      await eventually(async () =>
        totalVotes(
          sumTallyShards(
            (await shards.get()).docs.map((d) => d.data()),
            ['o1', 'o2'],
          ),
        ),
      ).toBe(1);
    },
  );
});

describe('a live audience that outgrows the event’s settings has them chosen again', () => {
  const eventOf = async (eventId: string) =>
    (await db.collection(COLLECTIONS.events).doc(eventId).get()).data() as EventDoc | undefined;
  /** A control room's sample, as use-viewer-count writes it: an admin's client, through the rules. */
  const sample = (eventId: string, minute: string, count: number) =>
    setDoc(doc(admin.db, COLLECTIONS.events, eventId, COLLECTIONS.viewerSamples, minute), {
      at: serverTimestamp(),
      count,
    });
  const followed = (s: EventDoc['audience']) =>
    s && { heartbeatMs: s.heartbeatMs, viewerStaleMs: s.viewerStaleMs, feedMode: s.feedMode };

  it(
    'expecting 1 000, 50 000 watching: the heartbeat, window and feed mode for 50 000; a thinner crowd does not shrink them',
    { timeout: 240_000 },
    async () => {
      const eventId = await liveEvent(1_000);
      const chosen = settingsForAudience(50_000).event;
      expect(followed(chosen)).not.toEqual(followed(settingsForAudience(1_000).event));
      await sample(eventId, '1', 50_000);
      await eventually(async () => (await eventOf(eventId))?.audience?.sizedFor, QUEUED_TRIGGER_TIMEOUT_MS).toBe(
        50_000,
      );
      expect((await eventOf(eventId))?.audience).toEqual(chosen);
      expect((await eventOf(eventId))?.expectedAudience).toBe(1_000);

      // The crowd thins: a lower sample, then a sentinel on another event written after it. Once
      // the sentinel's run is seen, this one's has had its turn, and the settings are still 50 000's.
      expect(audienceToResize(chosen, 2_000)).toBeNull();
      await sample(eventId, '2', 2_000);
      const sentinel = await liveEvent(null);
      await sample(sentinel, '1', 3_000);
      await eventually(async () => (await eventOf(sentinel))?.audience?.sizedFor, QUEUED_TRIGGER_TIMEOUT_MS).toBe(
        3_000,
      );
      expect((await eventOf(eventId))?.audience).toEqual(chosen);

      // An edit while it runs, saying the old expectation again, keeps what the crowd chose.
      await call(admin, 'updateEvent', {
        eventId,
        event: eventInput('Audience, edited', { visibility: 'signed-in', expectedAudience: 1_000 }),
      });
      expect((await eventOf(eventId))?.audience).toEqual(chosen);
    },
  );

  it('no expected audience: the crowd chooses the settings', { timeout: 240_000 }, async () => {
    const eventId = await liveEvent(null);
    expect((await eventOf(eventId))?.audience ?? null).toBeNull();
    await sample(eventId, '1', 50_000);
    await eventually(async () => (await eventOf(eventId))?.audience, QUEUED_TRIGGER_TIMEOUT_MS).toEqual(
      settingsForAudience(50_000).event,
    );
  });

  it('no client writes the settings, an admin’s included; only a function does', { timeout: 120_000 }, async () => {
    const eventId = await liveEvent(1_000);
    const event = (client: typeof admin) => doc(client.db, COLLECTIONS.events, eventId);
    for (const client of [admin, citizen]) {
      await expect(updateDoc(event(client), { audience: settingsForAudience(1_000_000).event })).rejects.toMatchObject({
        code: 'permission-denied',
      });
    }
    // A citizen cannot write a sample to make the function choose them either.
    await expect(
      setDoc(doc(citizen.db, COLLECTIONS.events, eventId, COLLECTIONS.viewerSamples, '1'), {
        at: serverTimestamp(),
        count: 1_000_000,
      }),
    ).rejects.toMatchObject({ code: 'permission-denied' });
    expect((await eventOf(eventId))?.audience).toEqual(settingsForAudience(1_000).event);
  });
});
