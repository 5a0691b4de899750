/**
 * firestore.rules, the read policy (docs/trust.md "Who may read what"): every document that holds
 * citizens' data is read only by an active account with a role — the same live `users/{uid}` check
 * as every write. Each row is one readable path; an active citizen reads it, and each of these
 * callers, whose ID token is still valid, is refused:
 *
 * - anonymous: signed in without a provider identity, so never provisioned (no claim, no record);
 * - disabled: the record says `disabled`;
 * - demoted: an admin demoted to citizen, still holding the admin token (token and record disagree);
 * - no role: an account whose claim is gone (the token carries none);
 * - deleted: the record is gone (deleteUser tombstones the account and removes the record).
 *
 * Own-data rows (keyed by uid) are seeded for every caller, so each refusal is about the account,
 * not a missing document. What stays public is public by decision and shown at the end.
 */
import { CAMERA_PATHS, COLLECTIONS, GAME_LOBBY_DOC, POLL_RESULTS_DOC } from '@civic/domain';
import { assertFails, assertSucceeds, type RulesTestContext } from '@firebase/rules-unit-testing';
import { collectionGroup, doc, getDoc, getDocs, query, setDoc, Timestamp, where } from 'firebase/firestore';
import { beforeEach, describe, it } from 'vitest';
import { firestoreRulesEnv } from '../../support/rules/firestore-env.js';
import { openAdPollForRules, rulesCallers, seedCallerAccounts } from '../../support/rules/callers.js';

const env = firestoreRulesEnv('demo-civic-rules-read-policy');
const { visitor, alice, anonymous, as } = rulesCallers(env);

const HOUR = 3_600_000;
const at = (offsetMs: number) => Timestamp.fromMillis(Date.now() + offsetMs);

/** The callers: `alice` is active; every other one holds a valid token and is refused. */
const CALLERS = {
  active: { uid: 'alice', ctx: alice },
  anonymous: { uid: 'anon', ctx: () => anonymous('anon') },
  disabled: { uid: 'disabled', ctx: () => as('disabled', 'user') },
  demoted: { uid: 'demoted', ctx: () => as('demoted', 'admin') },
  'no role': { uid: 'noRole', ctx: () => as('noRole', null) },
  deleted: { uid: 'deleted', ctx: () => as('deleted', 'user') },
} satisfies Record<string, { uid: string; ctx: () => RulesTestContext }>;
type CallerName = keyof typeof CALLERS;
const REFUSED = (Object.keys(CALLERS) as CallerName[]).filter((name) => name !== 'active');
const UIDS = Object.values(CALLERS).map((caller) => caller.uid);

/** One readable path: `path(uid)` for the caller, and the document the test seeds there. */
interface Row {
  name: string;
  path: (uid: string) => string[];
  data: (uid: string) => Record<string, unknown>;
  /** Keyed by the reader's uid: seeded for every caller. */
  own?: boolean;
}

const E = COLLECTIONS.events;
const CV = COLLECTIONS.constitutionalVotes;
const ROWS: Row[] = [
  { name: 'an announced constitutional ballot', path: () => [CV, 'open'], data: () => ({ status: 'open' }) },
  { name: 'ballot turnout shards', path: () => [CV, 'open', COLLECTIONS.turnout, '0'], data: () => ({ cast: 3 }) },
  {
    name: 'the published ballot record',
    path: () => [CV, 'published', COLLECTIONS.record, 'summary'],
    data: () => ({ fingerprint: 'abc' }),
  },
  {
    name: 'own census entry',
    path: (uid) => [CV, 'open', COLLECTIONS.census, uid],
    data: (uid) => ({ uid, voted: false }),
    own: true,
  },
  {
    name: 'the game (leaderboard names and uids)',
    path: () => [COLLECTIONS.games, 'g1'],
    data: () => ({ phase: 'lobby' }),
  },
  {
    name: 'the game lobby counters',
    path: () => [COLLECTIONS.games, 'g1', COLLECTIONS.playerShards, '0'],
    data: () => ({ count: 2 }),
  },
  {
    name: 'the game lobby count, published',
    path: () => [COLLECTIONS.games, 'g1', COLLECTIONS.stats, GAME_LOBBY_DOC],
    data: () => ({ players: 2, at: at(-1000), through: at(-1000), pulses: 1 }),
  },
  {
    name: 'own game player record',
    path: (uid) => [COLLECTIONS.games, 'g1', COLLECTIONS.players, uid],
    data: (uid) => ({ uid, score: 0 }),
    own: true,
  },
  {
    name: 'own game answer',
    path: (uid) => [COLLECTIONS.games, 'g1', COLLECTIONS.gameAnswers, `${uid}-0`],
    data: (uid) => ({ uid, choice: 0 }),
    own: true,
  },
  { name: 'a signed-in-only live event', path: () => [E, 'members'], data: () => membersEvent },
  {
    name: 'own heartbeat',
    path: (uid) => [E, 'members', COLLECTIONS.viewers, uid],
    data: () => ({ seenAt: at(-60_000), expireAt: at(HOUR) }),
    own: true,
  },
  {
    name: 'own join record',
    path: (uid) => [E, 'members', COLLECTIONS.viewerJoins, uid],
    data: () => ({ at: at(-60_000) }),
    own: true,
  },
  {
    name: 'own reaction counters',
    path: (uid) => [E, 'members', COLLECTIONS.reactions, uid],
    data: () => ({ counts: { clap: 1 }, last: 'clap', sentAt: at(-60_000) }),
    own: true,
  },
  {
    name: 'the reaction pulse',
    path: () => [E, 'members', COLLECTIONS.stats, 'reactions'],
    data: () => ({ totals: { clap: 1 }, at: at(-1000) }),
  },
  {
    name: 'the camera broadcast',
    path: () => [E, 'members', CAMERA_PATHS.camera, CAMERA_PATHS.broadcastDoc],
    data: () => ({ broadcastId: 'broadcast-1', broadcasterUid: 'root', viewerCap: 4, startedAt: at(-1000) }),
  },
  {
    name: 'own camera peer',
    path: (uid) => [E, 'members', CAMERA_PATHS.peers, uid],
    data: () => ({ broadcasterUid: 'root', joinId: 'j1' }),
    own: true,
  },
  {
    name: 'a visible comment',
    path: () => [E, 'members', COLLECTIONS.comments, 'c1'],
    data: () => ({ status: 'visible', authorUid: 'someone', text: 'hello' }),
  },
  {
    name: 'own upvote',
    path: (uid) => [E, 'members', COLLECTIONS.comments, 'c1', COLLECTIONS.upvotes, uid],
    data: () => ({ at: at(-1000) }),
    own: true,
  },
  { name: 'comment settings', path: () => [COLLECTIONS.commentSettings, 'members'], data: () => ({ enabled: true }) },
  {
    name: 'own commenter state',
    path: (uid) => [COLLECTIONS.commenters, uid],
    data: () => ({ blocked: false }),
    own: true,
  },
  {
    name: 'own report',
    path: (uid) => [COLLECTIONS.reports, `r-${uid}`],
    data: (uid) => ({ reporterUid: uid, status: 'open' }),
    own: true,
  },
  { name: 'a published poll', path: () => [COLLECTIONS.polls, 'p1'], data: () => openPoll },
  {
    name: 'poll tally shards',
    path: () => [COLLECTIONS.polls, 'p1', COLLECTIONS.tallyShards, '0'],
    data: () => ({ counts: { a: 1 } }),
  },
  {
    name: "a poll's published results",
    path: () => [COLLECTIONS.polls, 'p1', COLLECTIONS.stats, POLL_RESULTS_DOC],
    data: () => ({ counts: { a: 1 }, responses: 0, at: at(-1000), through: at(-1000), pulses: 1 }),
  },
  {
    name: 'own poll vote',
    path: (uid) => [COLLECTIONS.polls, 'p1', COLLECTIONS.votes, uid],
    data: () => ({ optionId: 'a', votedAt: at(-1000) }),
    own: true,
  },
  {
    name: 'live-question counts (word cloud, scale)',
    path: () => [COLLECTIONS.polls, 'p1', COLLECTIONS.tallyShards, '1'],
    data: () => ({ counts: { parks: 1 }, responses: 1 }),
  },
  {
    name: 'an accepted open answer',
    path: () => [COLLECTIONS.polls, 'p1', COLLECTIONS.liveAnswers, 'someone'],
    data: () => ({ authorUid: 'someone', authorName: 'Someone', text: 'More benches', createdAt: at(-1000) }),
  },
  {
    name: 'own live-question answer record',
    path: (uid) => [COLLECTIONS.polls, 'p1', COLLECTIONS.liveRespondents, uid],
    data: () => ({ respondedAt: at(-1000), status: 'accepted', answer: { kind: 'scale', value: 3 } }),
    own: true,
  },
  {
    name: 'own ad impression',
    path: (uid) => [COLLECTIONS.polls, 'p1', COLLECTIONS.impressions, uid],
    data: () => ({ seenAt: at(-1000) }),
    own: true,
  },
];

const membersEvent = {
  title: 'Members hall',
  status: 'live',
  visibility: 'signed-in',
  source: { kind: 'camera' },
  startsAt: at(-HOUR),
  endsAt: at(HOUR),
};
const openPoll = openAdPollForRules();

beforeEach(async () => {
  await env().clearFirestore();
  await seedCallerAccounts(env(), {
    alice: 'user',
    disabled: { role: 'user', status: 'disabled' },
    // An admin demoted to citizen: the record says user, the old token still says admin.
    demoted: 'user',
    // The claim is gone (the token carries no role); the record alone grants nothing.
    noRole: 'user',
    // `anon` and `deleted` have no record.
  });
  await env().withSecurityRulesDisabled(async (ctx) => {
    const db = ctx.firestore();
    await setDoc(doc(db, CV, 'published'), { status: 'published' });
    await setDoc(doc(db, E, 'public'), { ...membersEvent, visibility: 'public' });
    for (const row of ROWS) {
      for (const uid of row.own ? UIDS : ['alice']) {
        const [first, ...rest] = row.path(uid);
        await setDoc(doc(db, first!, ...rest), row.data(uid));
      }
    }
  });
});

function read(caller: CallerName, row: Row) {
  const { uid, ctx } = CALLERS[caller];
  const [first, ...rest] = row.path(uid);
  return getDoc(doc(ctx().firestore(), first!, ...rest));
}
function ownCensusEntries(caller: CallerName) {
  const { uid, ctx } = CALLERS[caller];
  return getDocs(query(collectionGroup(ctx().firestore(), COLLECTIONS.census), where('uid', '==', uid)));
}

describe('citizen-only data: an active account with a role reads it', () => {
  it.each(ROWS.map((row) => [row.name, row] as const))('%s', async (_name, row) => {
    await assertSucceeds(read('active', row));
  });
  it('own census entries, found across ballots (the constitutional-vote access check)', async () => {
    await assertSucceeds(ownCensusEntries('active'));
  });
});

describe.each(REFUSED)('citizen-only data: refused to a %s account whose token is still valid', (caller) => {
  it.each(ROWS.map((row) => [row.name, row] as const))('%s', async (_name, row) => {
    await assertFails(read(caller, row));
  });
  it('own census entries, found across ballots', async () => {
    await assertFails(ownCensusEntries(caller));
  });
});

describe('public by decision (docs/trust.md)', () => {
  it('an event an admin made public is read by anyone, as /stream shows it to visitors', async () => {
    await assertSucceeds(getDoc(doc(visitor().firestore(), E, 'public')));
    await assertSucceeds(getDoc(doc(CALLERS.anonymous.ctx().firestore(), E, 'public')));
  });
  it('an account reads its own record even when disabled, which is how its open browser learns it', async () => {
    const disabled = CALLERS.disabled.ctx().firestore();
    await assertSucceeds(getDoc(doc(disabled, COLLECTIONS.users, 'disabled')));
    await assertFails(getDoc(doc(disabled, COLLECTIONS.users, 'alice')));
  });
});
