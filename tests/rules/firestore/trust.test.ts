/**
 * firestore.rules, the shared identity helpers: rights follow the account's live `users/{uid}`
 * record, not only its ID token (which stays valid for up to an hour). Each caller below holds a
 * token that the token-only helpers accepted; each is refused because of what its record says now.
 */
import { COLLECTIONS, type BallotDoc, type ImpressionDoc, type TallyShardDoc, type VoteDoc } from '@civic/domain';
import { assertFails, assertSucceeds, type RulesTestContext } from '@firebase/rules-unit-testing';
import { doc, getDoc, serverTimestamp, setDoc, updateDoc } from 'firebase/firestore';
import { beforeEach, describe, it } from 'vitest';
import { firestoreRulesEnv } from '../../support/rules/firestore-env.js';
import { openAdPollForRules, rulesCallers, seedCallerAccounts } from '../../support/rules/callers.js';

const env = firestoreRulesEnv('demo-civic-rules-trust');

const openAdPoll = openAdPollForRules();

beforeEach(async () => {
  await env().clearFirestore();
  await seedCallerAccounts(env(), {
    alice: 'user',
    root: 'admin',
    // An admin demoted to citizen: the record (and the claims) say user, the old token says admin.
    demoted: 'user',
    disabled: { role: 'user', status: 'disabled' },
    disabledAdmin: { role: 'admin', status: 'disabled' },
    // `deleted` has no record: deleting an account removes it.
  });
  await env().withSecurityRulesDisabled(async (ctx) => {
    const db = ctx.firestore();
    await setDoc(doc(db, COLLECTIONS.polls, 'ad'), openAdPoll);
    await setDoc(doc(db, COLLECTIONS.polls, 'draft'), { ...openAdPoll, published: false });
    await setDoc(doc(db, COLLECTIONS.polls, 'ad', COLLECTIONS.tallyShards, '0'), {
      counts: { a: 1 },
    } satisfies TallyShardDoc);
    await setDoc(doc(db, COLLECTIONS.constitutionalVotes, 'charter'), { status: 'open' } satisfies Partial<BallotDoc>);
  });
});

const { alice, admin: root, anonymous, as } = rulesCallers(env);
const demotedAdmin = () => as('demoted', 'admin');
const disabledAdmin = () => as('disabledAdmin', 'admin');
const disabled = () => as('disabled', 'user');
const deleted = () => as('deleted', 'user');

const vote = (ctx: RulesTestContext, uid: string) =>
  setDoc(doc(ctx.firestore(), COLLECTIONS.polls, 'ad', COLLECTIONS.votes, uid), {
    optionId: 'a',
    votedAt: serverTimestamp(),
  } satisfies VoteDoc);
const impression = (ctx: RulesTestContext, uid: string) =>
  setDoc(doc(ctx.firestore(), COLLECTIONS.polls, 'ad', COLLECTIONS.impressions, uid), {
    seenAt: serverTimestamp(),
  } satisfies ImpressionDoc);
const editProfile = (ctx: RulesTestContext, uid: string) =>
  updateDoc(doc(ctx.firestore(), COLLECTIONS.users, uid), { bio: 'still here', updatedAt: serverTimestamp() });
const readOtherRecord = (ctx: RulesTestContext) => getDoc(doc(ctx.firestore(), COLLECTIONS.users, 'alice'));
const readDraft = (ctx: RulesTestContext) => getDoc(doc(ctx.firestore(), COLLECTIONS.polls, 'draft'));
const readPoll = (ctx: RulesTestContext) => getDoc(doc(ctx.firestore(), COLLECTIONS.polls, 'ad'));
const readTally = (ctx: RulesTestContext) =>
  getDoc(doc(ctx.firestore(), COLLECTIONS.polls, 'ad', COLLECTIONS.tallyShards, '0'));
const readBallot = (ctx: RulesTestContext) => getDoc(doc(ctx.firestore(), COLLECTIONS.constitutionalVotes, 'charter'));

describe('the same actions succeed for active accounts (so each refusal below is the account state)', () => {
  it('an active citizen votes, records an impression, edits their profile, reads polls and ballots', async () => {
    await assertSucceeds(vote(alice(), 'alice'));
    await assertSucceeds(impression(alice(), 'alice'));
    await assertSucceeds(editProfile(alice(), 'alice'));
    await assertSucceeds(readPoll(alice()));
    await assertSucceeds(readTally(alice()));
    await assertSucceeds(readBallot(alice()));
  });
  it('an active admin reads other records and draft polls', async () => {
    await assertSucceeds(readOtherRecord(root()));
    await assertSucceeds(readDraft(root()));
  });
});

describe('a demoted admin’s still-valid admin token', () => {
  it('no longer reads other users’ records or draft polls', async () => {
    await assertFails(readOtherRecord(demotedAdmin()));
    await assertFails(readDraft(demotedAdmin()));
  });
  it('is not a citizen’s either until the browser refreshes it (token and record must agree)', async () => {
    await assertFails(vote(demotedAdmin(), 'demoted'));
  });
});

describe('a disabled account’s token', () => {
  it('cannot vote', async () => {
    await assertFails(vote(disabled(), 'disabled'));
  });
  it('cannot record an ad impression', async () => {
    await assertFails(impression(disabled(), 'disabled'));
  });
  it('cannot edit its profile', async () => {
    await assertFails(editProfile(disabled(), 'disabled'));
  });
  it('reads no polls, tallies or ballots', async () => {
    await assertFails(readPoll(disabled()));
    await assertFails(readTally(disabled()));
    await assertFails(readBallot(disabled()));
  });
  it('of an admin reads no other records', async () => {
    await assertFails(readOtherRecord(disabledAdmin()));
    await assertFails(editProfile(disabledAdmin(), 'disabledAdmin'));
  });
  it('still reads its own record, which is how the browser learns it was disabled', async () => {
    await assertSucceeds(getDoc(doc(disabled().firestore(), COLLECTIONS.users, 'disabled')));
  });
});

describe('a deleted account’s token', () => {
  it('cannot vote, record impressions or edit a profile', async () => {
    await assertFails(vote(deleted(), 'deleted'));
    await assertFails(impression(deleted(), 'deleted'));
    await assertFails(editProfile(deleted(), 'deleted'));
  });
  it('reads no polls or ballots', async () => {
    await assertFails(readPoll(deleted()));
    await assertFails(readBallot(deleted()));
  });
});

describe('an anonymous sign-in', () => {
  it('is not a citizen: no votes, impressions, polls or ballots', async () => {
    await assertFails(vote(anonymous(), 'anon'));
    await assertFails(impression(anonymous(), 'anon'));
    await assertFails(readPoll(anonymous()));
    await assertFails(readBallot(anonymous()));
  });
});
