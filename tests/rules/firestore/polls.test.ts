/**
 * firestore.rules, polls section, on the official Firestore emulator: every cell of the polls
 * matrix (visitor / user / other user / admin × poll writes, votes, tallies, impressions).
 * Polls themselves are written by admin callables only (tests/integration/polls.test.ts).
 */
import { COLLECTIONS, POLL_RESULTS_DOC, POLL_RESULTS_LEASE_DOC, type PollDoc } from '@civic/domain';
import { assertFails, assertSucceeds, type RulesTestContext } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  increment,
  query,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  where,
} from 'firebase/firestore';
import { beforeEach, describe, it } from 'vitest';
import { firestoreRulesEnv } from '../../support/rules/firestore-env.js';
import { rulesCallers, seedCallerAccounts } from '../../support/rules/callers.js';

const env = firestoreRulesEnv('demo-civic-rules-polls');

const HOUR = 3_600_000;
const at = (offsetMs: number) => Timestamp.fromMillis(Date.now() + offsetMs);

function pollData(overrides: Record<string, unknown> = {}) {
  const poll = {
    kind: 'poll',
    question: 'Which park first?',
    description: '',
    options: [
      { id: 'a', label: 'North' },
      { id: 'b', label: 'South' },
    ],
    optionIds: ['a', 'b'],
    published: true,
    opensAt: at(-HOUR),
    closesAt: at(HOUR),
    resultsVisibility: 'live',
    sponsor: null,
    createdBy: 'admin',
    createdAt: at(-2 * HOUR),
    updatedAt: at(-2 * HOUR),
  } satisfies PollDoc;
  return { ...poll, ...overrides };
}

const POLLS = {
  open: pollData(),
  closed: pollData({ opensAt: at(-2 * HOUR), closesAt: at(-HOUR) }),
  scheduled: pollData({ opensAt: at(HOUR), closesAt: at(2 * HOUR) }),
  draft: pollData({ published: false }),
  hidden: pollData({ resultsVisibility: 'hidden' }),
  afterCloseOpen: pollData({ resultsVisibility: 'after-close' }),
  afterCloseClosed: pollData({ resultsVisibility: 'after-close', opensAt: at(-2 * HOUR), closesAt: at(-HOUR) }),
  ad: pollData({
    kind: 'ad',
    sponsor: { name: 'Metro', logoUrl: 'https://example.org/l.png', link: 'https://example.org' },
  }),
};
type PollName = keyof typeof POLLS;

const { visitor, alice: user, bob: otherUser, admin, noRole } = rulesCallers(env);

const pollRef = (ctx: RulesTestContext, poll: PollName | string) => doc(ctx.firestore(), COLLECTIONS.polls, poll);
const voteRef = (ctx: RulesTestContext, poll: PollName | string, uid: string) =>
  doc(ctx.firestore(), COLLECTIONS.polls, poll, COLLECTIONS.votes, uid);
const shardRef = (ctx: RulesTestContext, poll: PollName, shard = '0') =>
  doc(ctx.firestore(), COLLECTIONS.polls, poll, COLLECTIONS.tallyShards, shard);
const resultsRef = (ctx: RulesTestContext, poll: PollName, id: string = POLL_RESULTS_DOC) =>
  doc(ctx.firestore(), COLLECTIONS.polls, poll, COLLECTIONS.stats, id);
const impressionRef = (ctx: RulesTestContext, poll: PollName, uid: string) =>
  doc(ctx.firestore(), COLLECTIONS.polls, poll, COLLECTIONS.impressions, uid);

const vote = (optionId = 'a') => ({ optionId, votedAt: serverTimestamp() });
const published = (counts: Record<string, number>) => ({
  counts,
  responses: 0,
  at: at(-1000),
  through: at(-1000),
  pulses: 1,
});

beforeEach(async () => {
  await env().clearFirestore();
  await seedCallerAccounts(env(), { alice: 'user', bob: 'user', root: 'admin' });
  await env().withSecurityRulesDisabled(async (ctx) => {
    for (const [id, data] of Object.entries(POLLS)) await setDoc(pollRef(ctx, id), data);
    // bob has already voted in the open poll and was counted; the ad was seen by bob.
    await setDoc(voteRef(ctx, 'open', 'bob'), { optionId: 'b', votedAt: at(-60_000), counted: true });
    await setDoc(shardRef(ctx, 'open'), { counts: { b: 1 } });
    for (const poll of ['closed', 'hidden', 'afterCloseOpen', 'afterCloseClosed'] as const) {
      await setDoc(shardRef(ctx, poll), { counts: { a: 3 } });
      await setDoc(resultsRef(ctx, poll), published({ a: 3 }));
    }
    await setDoc(resultsRef(ctx, 'open'), published({ b: 1 }));
    await setDoc(resultsRef(ctx, 'open', POLL_RESULTS_LEASE_DOC), { at: at(-1000) });
    await setDoc(impressionRef(ctx, 'ad', 'bob'), { seenAt: at(-60_000) });
  });
});

describe('poll documents: written only through admin callables', () => {
  const cases = [
    ['a visitor', visitor],
    ['a user', user],
    ['an admin (callables only)', admin],
  ] as const;
  for (const [who, ctx] of cases) {
    it(`${who} cannot create a poll`, async () => {
      await assertFails(setDoc(pollRef(ctx(), 'new'), pollData()));
    });
    it(`${who} cannot update a poll`, async () => {
      await assertFails(updateDoc(pollRef(ctx(), 'open'), { question: 'Hijacked?' }));
    });
    it(`${who} cannot delete a poll`, async () => {
      await assertFails(deleteDoc(pollRef(ctx(), 'open')));
    });
  }
  it('a user cannot reopen a closed poll by moving its closing time', async () => {
    await assertFails(updateDoc(pollRef(user(), 'closed'), { closesAt: at(HOUR) }));
  });
});

describe('reading polls', () => {
  it('a visitor cannot read a poll', async () => {
    await assertFails(getDoc(pollRef(visitor(), 'open')));
  });
  it('a user reads published polls and can list them', async () => {
    await assertSucceeds(getDoc(pollRef(user(), 'open')));
    await assertSucceeds(getDoc(pollRef(user(), 'scheduled')));
    await assertSucceeds(
      getDocs(query(collection(user().firestore(), COLLECTIONS.polls), where('published', '==', true))),
    );
  });
  it('a user cannot read a draft, nor list every poll', async () => {
    await assertFails(getDoc(pollRef(user(), 'draft')));
    await assertFails(getDocs(collection(user().firestore(), COLLECTIONS.polls)));
  });
  it('a signed-in account without a role cannot read polls', async () => {
    await assertFails(getDoc(pollRef(noRole(), 'open')));
  });
  it('an admin reads every poll, drafts included', async () => {
    await assertSucceeds(getDoc(pollRef(admin(), 'draft')));
    await assertSucceeds(getDocs(collection(admin().firestore(), COLLECTIONS.polls)));
  });
});

describe('voting', () => {
  it('a user votes once in an open poll, for an existing option', async () => {
    await assertSucceeds(setDoc(voteRef(user(), 'open', 'alice'), vote('a')));
  });
  it('a visitor cannot vote', async () => {
    await assertFails(setDoc(voteRef(visitor(), 'open', 'alice'), vote('a')));
  });
  it('a user cannot vote in another user’s name', async () => {
    await assertFails(setDoc(voteRef(user(), 'open', 'carol'), vote('a')));
  });
  it('an admin cannot vote (admins run polls, citizens answer them)', async () => {
    await assertFails(setDoc(voteRef(admin(), 'open', 'root'), vote('a')));
  });
  it('a user cannot vote twice in the same poll', async () => {
    await assertSucceeds(setDoc(voteRef(user(), 'open', 'alice'), vote('a')));
    await assertFails(setDoc(voteRef(user(), 'open', 'alice'), vote('a')));
    await assertFails(setDoc(voteRef(user(), 'open', 'alice'), vote('b')));
  });
  it('a user cannot vote for an option the poll does not have', async () => {
    await assertFails(setDoc(voteRef(user(), 'open', 'alice'), vote('zzz')));
  });
  it('a user cannot vote after the poll closed, before it opens, or in a draft', async () => {
    await assertFails(setDoc(voteRef(user(), 'closed', 'alice'), vote('a')));
    await assertFails(setDoc(voteRef(user(), 'scheduled', 'alice'), vote('a')));
    await assertFails(setDoc(voteRef(user(), 'draft', 'alice'), vote('a')));
  });
  it('a user cannot vote in a poll that does not exist', async () => {
    await assertFails(setDoc(voteRef(user(), 'missing', 'alice'), vote('a')));
  });
  it('a vote cannot carry its own "counted" mark or a client-chosen time', async () => {
    await assertFails(setDoc(voteRef(user(), 'open', 'alice'), { ...vote('a'), counted: true }));
    await assertFails(setDoc(voteRef(user(), 'open', 'alice'), { optionId: 'a', votedAt: at(-HOUR) }));
  });
  it('nobody changes a vote: not its voter, another user, nor an admin', async () => {
    await assertFails(updateDoc(voteRef(otherUser(), 'open', 'bob'), { optionId: 'a' }));
    await assertFails(setDoc(voteRef(otherUser(), 'open', 'bob'), vote('a')));
    await assertFails(updateDoc(voteRef(user(), 'open', 'bob'), { optionId: 'a' }));
    await assertFails(updateDoc(voteRef(admin(), 'open', 'bob'), { optionId: 'a' }));
    await assertFails(updateDoc(voteRef(visitor(), 'open', 'bob'), { optionId: 'a' }));
  });
  it('nobody deletes a vote (which would allow voting again): voter, other user, admin, visitor', async () => {
    await assertFails(deleteDoc(voteRef(otherUser(), 'open', 'bob')));
    await assertFails(deleteDoc(voteRef(user(), 'open', 'bob')));
    await assertFails(deleteDoc(voteRef(admin(), 'open', 'bob')));
    await assertFails(deleteDoc(voteRef(visitor(), 'open', 'bob')));
  });
  it('a voter reads their own vote; another user and a visitor cannot; an admin can', async () => {
    await assertSucceeds(getDoc(voteRef(otherUser(), 'open', 'bob')));
    await assertFails(getDoc(voteRef(user(), 'open', 'bob')));
    await assertFails(getDoc(voteRef(visitor(), 'open', 'bob')));
    await assertSucceeds(getDoc(voteRef(admin(), 'open', 'bob')));
  });
});

/** Everyone who might try to write what only functions write. */
const FORGERS = [
  ['a visitor', visitor],
  ['a user', user],
  ['another user', otherUser],
  ['an admin', admin],
] as const;

describe('tallies: written only by the vote trigger', () => {
  for (const [who, ctx] of FORGERS) {
    it(`${who} cannot forge a tally (+5 to an option)`, async () => {
      await assertFails(updateDoc(shardRef(ctx(), 'open'), { 'counts.a': increment(5) }));
      await assertFails(setDoc(shardRef(ctx(), 'open'), { counts: { a: 5 } }, { merge: true }));
    });
    it(`${who} cannot add a tally without a vote (a new shard) or delete one`, async () => {
      await assertFails(setDoc(shardRef(ctx(), 'open', '7'), { counts: { a: 1 } }));
      await assertFails(deleteDoc(shardRef(ctx(), 'open')));
    });
  }
  it('users see live results; a visitor does not', async () => {
    await assertSucceeds(getDoc(shardRef(user(), 'open')));
    await assertSucceeds(getDocs(collection(user().firestore(), COLLECTIONS.polls, 'open', COLLECTIONS.tallyShards)));
    await assertFails(getDoc(shardRef(visitor(), 'open')));
  });
  it('users never see hidden results; after-close results only once closed', async () => {
    await assertFails(getDoc(shardRef(user(), 'hidden')));
    await assertFails(getDoc(shardRef(user(), 'afterCloseOpen')));
    await assertSucceeds(getDoc(shardRef(user(), 'afterCloseClosed')));
  });
  it('an admin sees every tally, hidden ones included', async () => {
    await assertSucceeds(getDoc(shardRef(admin(), 'hidden')));
    await assertSucceeds(getDoc(shardRef(admin(), 'afterCloseOpen')));
  });
});

describe('published results: read as the tallies are, written by functions only', () => {
  for (const [who, ctx] of FORGERS) {
    it(`${who} cannot forge the results, create them, delete them, or take the lease`, async () => {
      await assertFails(updateDoc(resultsRef(ctx(), 'open'), { 'counts.a': increment(5) }));
      await assertFails(setDoc(resultsRef(ctx(), 'scheduled'), published({ a: 5 })));
      await assertFails(deleteDoc(resultsRef(ctx(), 'open')));
      await assertFails(setDoc(resultsRef(ctx(), 'open', POLL_RESULTS_LEASE_DOC), { at: serverTimestamp() }));
    });
  }
  it('users see live results; a visitor does not; nobody but functions reads the lease', async () => {
    await assertSucceeds(getDoc(resultsRef(user(), 'open')));
    await assertFails(getDoc(resultsRef(visitor(), 'open')));
    await assertFails(getDoc(resultsRef(user(), 'open', POLL_RESULTS_LEASE_DOC)));
    await assertFails(getDoc(resultsRef(admin(), 'open', POLL_RESULTS_LEASE_DOC)));
  });
  it('users never see hidden results; after-close results only once closed', async () => {
    await assertFails(getDoc(resultsRef(user(), 'hidden')));
    await assertFails(getDoc(resultsRef(user(), 'afterCloseOpen')));
    await assertSucceeds(getDoc(resultsRef(user(), 'afterCloseClosed')));
  });
  it('an admin sees every result, hidden ones included', async () => {
    await assertSucceeds(getDoc(resultsRef(admin(), 'hidden')));
    await assertSucceeds(getDoc(resultsRef(admin(), 'afterCloseOpen')));
  });
});

describe('ad poll impressions and clicks', () => {
  const seen = () => ({ seenAt: serverTimestamp() });
  it('a user records seeing an ad poll once', async () => {
    await assertSucceeds(setDoc(impressionRef(user(), 'ad', 'alice'), seen()));
    await assertFails(setDoc(impressionRef(user(), 'ad', 'alice'), seen()));
  });
  it('impressions cannot be made for another viewer, by a visitor, by an admin, or on a plain poll', async () => {
    await assertFails(setDoc(impressionRef(user(), 'ad', 'carol'), seen()));
    await assertFails(setDoc(impressionRef(visitor(), 'ad', 'alice'), seen()));
    await assertFails(setDoc(impressionRef(admin(), 'ad', 'root'), seen()));
    await assertFails(setDoc(impressionRef(user(), 'open', 'alice'), seen()));
  });
  it('a viewer reads their own impression; another user and a visitor cannot; an admin can', async () => {
    await assertSucceeds(getDoc(impressionRef(otherUser(), 'ad', 'bob')));
    await assertFails(getDoc(impressionRef(user(), 'ad', 'bob')));
    await assertFails(getDoc(impressionRef(visitor(), 'ad', 'bob')));
    await assertSucceeds(getDoc(impressionRef(admin(), 'ad', 'bob')));
  });
  it('impressions cannot be changed or deleted, nor backdated', async () => {
    await assertFails(setDoc(impressionRef(otherUser(), 'ad', 'bob'), { seenAt: at(-HOUR) }));
    await assertFails(deleteDoc(impressionRef(otherUser(), 'ad', 'bob')));
    await assertFails(setDoc(impressionRef(user(), 'ad', 'alice'), { seenAt: at(-HOUR) }));
  });
  it('click counters are not writable by clients and readable by admins only', async () => {
    const click = (ctx: RulesTestContext) =>
      doc(ctx.firestore(), COLLECTIONS.polls, 'ad', COLLECTIONS.clickShards, '0');
    await assertFails(setDoc(click(user()), { clicks: increment(1) }, { merge: true }));
    await assertFails(setDoc(click(admin()), { clicks: increment(1) }, { merge: true }));
    await assertFails(getDoc(click(user())));
    await assertSucceeds(getDoc(click(admin())));
  });
});
