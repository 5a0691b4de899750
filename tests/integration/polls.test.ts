/**
 * Poll callables and the tally trigger on the Auth, Functions and Firestore emulators: admin vs
 * user, invalid payloads, frozen options, open/close by server time, exactly-once counting,
 * delete with votes, ad clicks.
 */
import {
  COLLECTIONS,
  POLL_RESULTS_DOC,
  RESULTS_PULSE_MS,
  recountPoll,
  sumTallyShards,
  totalVotes,
  type PollInput,
  type PollResultsDoc,
  type VoteDoc,
} from '@civic/domain';
import { doc, serverTimestamp, setDoc } from 'firebase/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestAccount, db } from '../support/emulators/admin.js';
import { eventually, QUEUED_TRIGGER_TIMEOUT_MS } from '../support/eventually.js';
import { callError, call } from '../support/emulators/callables.js';
import { clientPool, type TestClient } from '../support/emulators/client.js';

const { countVote } = await import('../../functions/src/polls/countVote.js');

const HOUR = 3_600_000;
/** Clients voting at once in the concurrency case. */
const CROWD = 20;
const clientFor = clientPool();

const marker = `it-${Date.now()}`;
function pollInput(overrides: Partial<PollInput> = {}): PollInput {
  return {
    kind: 'poll',
    question: `Which park first? ${marker}`,
    description: 'Integration test poll',
    options: [{ label: 'North' }, { label: 'South' }, { label: 'East' }],
    published: true,
    opensAt: Date.now() - HOUR,
    closesAt: Date.now() + HOUR,
    resultsVisibility: 'live',
    sponsor: null,
    ...overrides,
  };
}
const pollDoc = async (pollId: string) => (await db.collection(COLLECTIONS.polls).doc(pollId).get()).data();
async function tallies(pollId: string) {
  const poll = await pollDoc(pollId);
  const shards = await db.collection(COLLECTIONS.polls).doc(pollId).collection(COLLECTIONS.tallyShards).get();
  return sumTallyShards(
    shards.docs.map((d) => d.data()),
    (poll?.optionIds as string[]) ?? [],
  );
}
/** What the audience listens to: the results functions publish at most once a second. */
async function published(pollId: string) {
  const snap = await db
    .collection(COLLECTIONS.polls)
    .doc(pollId)
    .collection(COLLECTIONS.stats)
    .doc(POLL_RESULTS_DOC)
    .get();
  const poll = await pollDoc(pollId);
  const results = snap.data() as PollResultsDoc | undefined;
  return { tallies: sumTallyShards(results ? [results] : [], (poll?.optionIds as string[]) ?? []), results };
}
async function pollsWithMarker() {
  return (await db.collection(COLLECTIONS.polls).where('description', '==', `invalid ${marker}`).get()).size;
}
const castVote = (client: TestClient, pollId: string, optionId: string) =>
  setDoc(doc(client.db, COLLECTIONS.polls, pollId, COLLECTIONS.votes, client.uid!), {
    optionId,
    votedAt: serverTimestamp(),
  } satisfies VoteDoc);

let adminClient: TestClient;
let userClient: TestClient;
let visitorClient: TestClient;
beforeAll(async () => {
  const [admin, user] = await Promise.all([createTestAccount('admin'), createTestAccount('user')]);
  [adminClient, userClient, visitorClient] = await Promise.all([clientFor(admin), clientFor(user), clientFor()]);
});

describe('authoring polls is for admins only', () => {
  it('an admin creates a poll: stable option ids, schedule as timestamps', async () => {
    const { pollId } = await call(adminClient, 'createPoll', { poll: pollInput() });
    const poll = await pollDoc(pollId);
    expect(poll).toMatchObject({ kind: 'poll', published: true, resultsVisibility: 'live', sponsor: null });
    expect(poll?.options).toHaveLength(3);
    expect(poll?.optionIds).toEqual(poll?.options.map((o: { id: string }) => o.id));
    expect(new Set(poll?.optionIds).size).toBe(3);
  });

  it.each(['createPoll', 'updatePoll', 'openOrClosePoll', 'deletePoll'] as const)(
    '%s: a user gets permission-denied and a visitor unauthenticated; nothing is written',
    async (name) => {
      const { pollId } = await call(adminClient, 'createPoll', { poll: pollInput() });
      const before = await pollDoc(pollId);
      const payload = {
        createPoll: { poll: pollInput({ description: `invalid ${marker}` }) },
        updatePoll: { pollId, poll: pollInput({ question: 'Hijacked' }) },
        openOrClosePoll: { pollId, action: 'close' },
        deletePoll: { pollId },
      }[name];
      expect(await callError(userClient, name, payload)).toBe('functions/permission-denied');
      expect(await callError(visitorClient, name, payload)).toBe('functions/unauthenticated');
      expect(await pollDoc(pollId)).toEqual(before);
      expect(await pollsWithMarker()).toBe(0);
    },
  );

  it.each([
    ['one option', { options: [{ label: 'Only' }] }],
    ['eleven options', { options: Array.from({ length: 11 }, (_, i) => ({ label: `O${i}` })) }],
    ['a 201-character question', { question: 'q'.repeat(201) }],
    ['an 81-character option', { options: [{ label: 'o'.repeat(81) }, { label: 'b' }] }],
    ['closing before opening', { opensAt: Date.now() + HOUR, closesAt: Date.now() }],
    ['an ad poll without a sponsor', { kind: 'ad' as const }],
    ['an unknown visibility', { resultsVisibility: 'sometimes' }],
  ])('an invalid payload (%s) gets invalid-argument and nothing is written', async (_, overrides) => {
    const poll = { ...pollInput({ description: `invalid ${marker}` }), ...overrides };
    expect(await callError(adminClient, 'createPoll', { poll })).toBe('functions/invalid-argument');
    expect(await pollsWithMarker()).toBe(0);
  });
});

describe('options freeze once a poll has votes', () => {
  it('labels can change before the first vote, not after it; other fields still can', async () => {
    const { pollId } = await call(adminClient, 'createPoll', { poll: pollInput() });
    const options = (await pollDoc(pollId))?.options as { id: string; label: string }[];
    const renamed = options.map((o, i) => ({ ...o, label: i === 0 ? 'North park' : o.label }));
    await call(adminClient, 'updatePoll', { pollId, poll: pollInput({ options: renamed }) });
    expect((await pollDoc(pollId))?.options[0]).toEqual({ id: options[0]!.id, label: 'North park' });

    await castVote(userClient, pollId, options[1]!.id);
    const code = await callError(adminClient, 'updatePoll', {
      pollId,
      poll: pollInput({ options: [...renamed, { label: 'West' }] }),
    });
    expect(code).toBe('functions/aborted');
    expect((await pollDoc(pollId))?.options).toEqual(renamed);

    await call(adminClient, 'updatePoll', { pollId, poll: pollInput({ options: renamed, question: 'Edited?' }) });
    expect((await pollDoc(pollId))?.question).toBe('Edited?');
  });

  it('an option id the poll never had is refused', async () => {
    const { pollId } = await call(adminClient, 'createPoll', { poll: pollInput() });
    const poll = pollInput({ options: [{ id: 'forged', label: 'A' }, { label: 'B' }] });
    expect(await callError(adminClient, 'updatePoll', { pollId, poll })).toBe('functions/invalid-argument');
  });
});

describe('open now / close now, by server time', () => {
  it('a draft opened now accepts votes; closed now refuses them', async () => {
    const { pollId } = await call(adminClient, 'createPoll', {
      poll: pollInput({ published: false, opensAt: Date.now() + HOUR, closesAt: Date.now() + 2 * HOUR }),
    });
    const optionId = ((await pollDoc(pollId))?.optionIds as string[])[0]!;
    await expect(castVote(userClient, pollId, optionId)).rejects.toMatchObject({ code: 'permission-denied' });

    await call(adminClient, 'openOrClosePoll', { pollId, action: 'open' });
    expect((await pollDoc(pollId))?.published).toBe(true);
    await call(adminClient, 'openOrClosePoll', { pollId, action: 'close' });
    await expect(castVote(userClient, pollId, optionId)).rejects.toMatchObject({ code: 'permission-denied' });

    await call(adminClient, 'openOrClosePoll', { pollId, action: 'open' });
    await castVote(userClient, pollId, optionId);
    await eventually(async () => (await tallies(pollId))[optionId] === 1);
  });

  it('open/close of a poll that does not exist is not-found', async () => {
    expect(await callError(adminClient, 'openOrClosePoll', { pollId: 'nope', action: 'open' })).toBe(
      'functions/not-found',
    );
  });
});

describe('counting votes', () => {
  it('the trigger counts a vote exactly once, even when delivered again', async () => {
    const { pollId } = await call(adminClient, 'createPoll', { poll: pollInput() });
    const optionId = ((await pollDoc(pollId))?.optionIds as string[])[2]!;
    await castVote(userClient, pollId, optionId);
    await eventually(async () => (await tallies(pollId))[optionId] === 1);

    // A retried or duplicated trigger delivery runs the same code again.
    expect(await countVote(pollId, userClient.uid!)).toBe('already-counted');
    expect(await Promise.all([countVote(pollId, userClient.uid!), countVote(pollId, userClient.uid!)])).toEqual([
      'already-counted',
      'already-counted',
    ]);
    expect(totalVotes(await tallies(pollId))).toBe(1);
  });

  // The load-sized burst (500 voters) is the benchmark's, tests/bench/polls.bench.ts; a crowd this
  // size already sends concurrent votes through the sharded tally.
  it(`${CROWD} clients voting at once: tallies equal the vote records exactly`, { timeout: 300_000 }, async () => {
    const { pollId } = await call(adminClient, 'createPoll', { poll: pollInput() });
    const optionIds = (await pollDoc(pollId))?.optionIds as string[];
    const voters = await Promise.all(
      Array.from({ length: CROWD }, async () => clientFor(await createTestAccount('user'))),
    );

    const chosen = voters.map((_, i) => optionIds[i % optionIds.length]!);
    const results = await Promise.allSettled(voters.map((voter, i) => castVote(voter, pollId, chosen[i]!)));
    expect(results.filter((r) => r.status === 'rejected')).toEqual([]);
    // Everyone tries again at once: every second attempt is refused.
    const again = await Promise.allSettled(voters.map((voter) => castVote(voter, pollId, optionIds[0]!)));
    expect(again.every((r) => r.status === 'rejected')).toBe(true);

    const votes = await db.collection(COLLECTIONS.polls).doc(pollId).collection(COLLECTIONS.votes).get();
    expect(votes.size).toBe(CROWD);
    const expected = recountPoll(
      votes.docs.map((d) => d.data() as { optionId: string }),
      optionIds,
    );
    const final = await eventually(async () => {
      const t = await tallies(pollId);
      return totalVotes(t) === CROWD ? t : null;
    }, QUEUED_TRIGGER_TIMEOUT_MS);
    expect(final).toEqual(expected.tallies);
    expect(expected.tallies).toEqual(
      Object.fromEntries(optionIds.map((id, i) => [id, chosen.filter((c) => c === optionIds[i]).length])),
    );
    const marked = await db.collection(COLLECTIONS.polls).doc(pollId).collection(COLLECTIONS.votes).get();
    expect(marked.docs.every((d) => d.get('counted') === true)).toBe(true);
  });
});

describe('results published at most once a second (what the audience listens to)', () => {
  it(
    `${CROWD} votes at once: the last one is published, in fewer publications than votes`,
    { timeout: 300_000 },
    async () => {
      const { pollId } = await call(adminClient, 'createPoll', { poll: pollInput() });
      const optionIds = (await pollDoc(pollId))?.optionIds as string[];
      const voters = await Promise.all(
        Array.from({ length: CROWD }, async () => clientFor(await createTestAccount('user'))),
      );
      const started = Date.now();
      await Promise.all(voters.map((voter, i) => castVote(voter, pollId, optionIds[i % optionIds.length]!)));
      // Nobody asks again after voting: the counting trigger owes every vote its publication.
      const final = await eventually(async () => {
        const now = await published(pollId);
        return totalVotes(now.tallies) === CROWD ? now : null;
      }, QUEUED_TRIGGER_TIMEOUT_MS);
      const elapsedMs = Date.now() - started;
      expect(final.tallies).toEqual(await tallies(pollId));
      const pulses = final.results!.pulses;
      expect(pulses).toBeGreaterThanOrEqual(1);
      // At most one publication a pulse (and one at the start), however many votes are counted.
      expect(pulses).toBeLessThanOrEqual(Math.floor(elapsedMs / RESULTS_PULSE_MS) + 1);
    },
  );

  it('closing the poll publishes the exact sum at once', async () => {
    const { pollId } = await call(adminClient, 'createPoll', { poll: pollInput() });
    const optionId = ((await pollDoc(pollId))?.optionIds as string[])[1]!;
    await castVote(userClient, pollId, optionId);
    await eventually(async () => (await tallies(pollId))[optionId] === 1);
    // A count the pulse never saw (the recount's correction, written straight to a shard).
    await db
      .collection(COLLECTIONS.polls)
      .doc(pollId)
      .collection(COLLECTIONS.tallyShards)
      .doc('0')
      .set({ counts: { [optionId]: 2 } }, { merge: true });
    await call(adminClient, 'openOrClosePoll', { pollId, action: 'close' });
    expect((await published(pollId)).tallies).toEqual(await tallies(pollId));
  });
});

describe('deleting a poll', () => {
  it('removes the poll with its votes and tally shards', async () => {
    const { pollId } = await call(adminClient, 'createPoll', { poll: pollInput() });
    const optionId = ((await pollDoc(pollId))?.optionIds as string[])[0]!;
    await castVote(userClient, pollId, optionId);
    await eventually(async () => (await tallies(pollId))[optionId] === 1);

    expect(await call(adminClient, 'deletePoll', { pollId })).toEqual({ pollId, deletedVotes: 1 });
    const ref = db.collection(COLLECTIONS.polls).doc(pollId);
    expect((await ref.get()).exists).toBe(false);
    expect((await ref.collection(COLLECTIONS.votes).get()).size).toBe(0);
    expect((await ref.collection(COLLECTIONS.tallyShards).get()).size).toBe(0);
  });
});

describe('ad poll clicks, counted on the server', () => {
  const sponsor = { name: 'Metro', logoUrl: 'https://example.org/logo.png', link: 'https://example.org/metro' };

  const clicksOn = async (pollId: string) => {
    const shards = await db.collection(COLLECTIONS.polls).doc(pollId).collection(COLLECTIONS.clickShards).get();
    return shards.docs.reduce((sum, d) => sum + (d.get('clicks') as number), 0);
  };

  it('a user click is counted and returns the sponsor link; admins and visitors are refused', async () => {
    const { pollId } = await call(adminClient, 'createPoll', { poll: pollInput({ kind: 'ad', sponsor }) });
    expect(await call(userClient, 'recordAdClick', { pollId })).toEqual({ link: sponsor.link });
    expect(await callError(adminClient, 'recordAdClick', { pollId })).toBe('functions/permission-denied');
    expect(await callError(visitorClient, 'recordAdClick', { pollId })).toBe('functions/unauthenticated');
    expect(await clicksOn(pollId)).toBe(1);
  });

  // Twelve callable round trips on a machine shared with other stacks: more than the default minute.
  it(
    '12 clicks by one viewer, 6 of them at once, count once; each still gets the link',
    { timeout: 240_000 },
    async () => {
      const { pollId } = await call(adminClient, 'createPoll', { poll: pollInput({ kind: 'ad', sponsor }) });
      const together = await Promise.all(
        Array.from({ length: 6 }, () => call(userClient, 'recordAdClick', { pollId })),
      );
      for (let i = 0; i < 6; i++)
        expect(await call(userClient, 'recordAdClick', { pollId })).toEqual({ link: sponsor.link });
      expect(together).toEqual(Array.from({ length: 6 }, () => ({ link: sponsor.link })));
      expect(await clicksOn(pollId)).toBe(1);
      const marks = await db.collection(COLLECTIONS.polls).doc(pollId).collection(COLLECTIONS.adClicks).get();
      expect(marks.docs.map((d) => d.id)).toEqual([userClient.uid]);
    },
  );

  it('a click on a plain poll or a draft ad is not-found and counts nothing', async () => {
    const plain = await call(adminClient, 'createPoll', { poll: pollInput() });
    const draft = await call(adminClient, 'createPoll', { poll: pollInput({ kind: 'ad', sponsor, published: false }) });
    for (const { pollId } of [plain, draft]) {
      expect(await callError(userClient, 'recordAdClick', { pollId })).toBe('functions/not-found');
      const ref = db.collection(COLLECTIONS.polls).doc(pollId);
      expect((await ref.collection(COLLECTIONS.clickShards).get()).size).toBe(0);
    }
  });
});
