/**
 * The constitutional vote on the Auth, Functions and Firestore emulators: authoring for admins
 * only, the CSV census (preview, apply, idempotent, frozen at opening), every refusal of a cast,
 * exactly one ballot per voter under concurrency, inclusion-only receipts, publication with a
 * verifiable fingerprint, and the secrecy of the stored data (docs/constitutional-vote.md).
 */
import {
  BALLOT_LIMITS,
  COLLECTIONS,
  VOTERS_PER_URN_SHARD,
  recordDigestInput,
  sumTurnout,
  tallyUrn,
  type BallotAnswer,
  type BallotDoc,
  type BallotInput,
  type BallotRecordSummary,
  type ResponseOf,
  type CallableName,
  type TurnoutShardDoc,
  type UrnShardDoc,
} from '@civic/domain';
import type { Timestamp } from 'firebase-admin/firestore';
import { httpsCallable } from 'firebase/functions';
import { createHash, randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestAccount, db, type TestAccount } from '../support/emulators/admin.js';
import { refusalOf } from '../support/emulators/callables.js';
import { clientPool, type TestClient } from '../support/emulators/client.js';
import { callAs, createBulkVoters } from '../support/emulators/voters.js';

const { censusUids } = await import('../../functions/src/constitutional-vote/lib/freezeCensus.js');

const MINUTE = 60_000;
/** Voters casting at once: one more than an urn shard holds, so the casts spread over two shards. */
const CROWD = VOTERS_PER_URN_SHARD + 1;
const clientFor = clientPool();

function call<K extends CallableName>(client: TestClient, name: K, data: unknown) {
  return httpsCallable<unknown, ResponseOf<K>>(client.functions, name)(data).then((r) => r.data);
}
async function callError(client: TestClient, name: CallableName, data: unknown): Promise<string> {
  try {
    await call(client, name, data);
  } catch (error) {
    return (error as { code: string }).code;
  }
  throw new Error(`${name} unexpectedly succeeded`);
}

function ballotInput(overrides: Partial<BallotInput> = {}): BallotInput {
  return {
    title: `Charter of the city ${Date.now()}`,
    introduction: 'Integration test ballot',
    articles: [
      { title: 'Name', text: 'The city is called Civica.' },
      { title: 'Flag', text: 'The flag is green.' },
      { title: 'Term', text: 'Councils sit for four years.' },
    ],
    opensAt: Date.now() - MINUTE,
    closesAt: Date.now() + 60 * MINUTE,
    censusMode: 'eligible',
    passRule: 'simple-majority',
    ...overrides,
  };
}
const ballotRef = (ballotId: string) => db.collection(COLLECTIONS.constitutionalVotes).doc(ballotId);
const ballotDoc = async (ballotId: string) => (await ballotRef(ballotId).get()).data() as BallotDoc<Timestamp>;
const articleIds = async (ballotId: string) => (await ballotDoc(ballotId)).articles.map((a) => a.id);
const answersFor = (ids: string[], pick: (i: number) => BallotAnswer) =>
  Object.fromEntries(ids.map((id, i) => [id, pick(i)])) as Record<string, BallotAnswer>;
async function urnShards(ballotId: string) {
  return (await ballotRef(ballotId).collection(COLLECTIONS.urn).get()).docs;
}
async function turnout(ballotId: string) {
  const shards = await ballotRef(ballotId).collection(COLLECTIONS.turnout).get();
  return sumTurnout(shards.docs.map((d) => d.data() as TurnoutShardDoc));
}

let adminClient: TestClient;
let visitorClient: TestClient;
let voters: TestAccount[];
let voterClients: TestClient[];
let outsider: TestClient;
beforeAll(async () => {
  // The first call to a function starts its worker on the emulator: not part of any test's time.
  await callAs('warm-up', 'checkReceipt', { ballotId: 'none', receipt: '0'.repeat(32) });
  const admin = await createTestAccount('admin');
  voters = await Promise.all([1, 2, 3].map(() => createTestAccount('user')));
  const stranger = await createTestAccount('user');
  [adminClient, visitorClient, outsider, ...voterClients] = await Promise.all([
    clientFor(admin),
    clientFor(),
    clientFor(stranger),
    ...voters.map((v) => clientFor(v)),
  ]);
}, 180_000);

/** A draft whose census file lists `accounts`, applied through the callable, then opened. */
async function openBallotFor(accounts: { email: string }[], overrides: Partial<BallotInput> = {}) {
  const { ballotId } = await call(adminClient, 'createBallot', { ballot: ballotInput(overrides) });
  await call(adminClient, 'importCensusEmails', { ballotId, emails: accounts.map((a) => a.email), apply: true });
  await call(adminClient, 'changeBallotStatus', { ballotId, action: 'open' });
  return { ballotId, ids: await articleIds(ballotId) };
}

describe('authoring is for admins only', () => {
  it('an admin creates and edits a draft; article ids are stable and server-made', async () => {
    const { ballotId } = await call(adminClient, 'createBallot', { ballot: ballotInput() });
    const draft = await ballotDoc(ballotId);
    expect(draft).toMatchObject({ status: 'draft', censusSize: null, censusMode: 'eligible' });
    const articles = draft.articles.map((a, i) => ({ ...a, title: i === 0 ? 'City name' : a.title }));
    await call(adminClient, 'updateBallot', { ballotId, ballot: ballotInput({ articles }) });
    expect((await ballotDoc(ballotId)).articles.map((a) => [a.id, a.title])).toEqual(
      articles.map((a) => [a.id, a.title]),
    );
    const forged = ballotInput({ articles: [{ id: 'forged', title: 'X', text: 'Y' }] });
    expect(await callError(adminClient, 'updateBallot', { ballotId, ballot: forged })).toBe(
      'functions/invalid-argument',
    );
  });

  it.each(['createBallot', 'updateBallot', 'changeBallotStatus', 'importCensusEmails'] as const)(
    '%s: a user gets permission-denied and a visitor unauthenticated',
    async (name) => {
      const { ballotId } = await call(adminClient, 'createBallot', { ballot: ballotInput() });
      const payload = {
        createBallot: { ballot: ballotInput() },
        updateBallot: { ballotId, ballot: ballotInput({ title: 'Hijacked' }) },
        changeBallotStatus: { ballotId, action: 'open' },
        importCensusEmails: { ballotId, emails: [voters[0]!.email], apply: true },
      }[name];
      expect(await callError(voterClients[0]!, name, payload)).toBe('functions/permission-denied');
      expect(await callError(visitorClient, name, payload)).toBe('functions/unauthenticated');
      expect((await ballotDoc(ballotId)).status).toBe('draft');
    },
  );

  it.each([
    ['no articles', { articles: [] }],
    ['51 articles', { articles: Array.from({ length: 51 }, (_, i) => ({ title: `A${i}`, text: 'x' })) }],
    ['closing before opening', { opensAt: Date.now(), closesAt: Date.now() - MINUTE }],
    ['an unknown census mode', { censusMode: 'friends' }],
    ['a 201-character title', { title: 't'.repeat(201) }],
  ])('an invalid ballot (%s) is invalid-argument', async (_, overrides) => {
    const ballot = { ...ballotInput(), ...overrides };
    expect(await callError(adminClient, 'createBallot', { ballot })).toBe('functions/invalid-argument');
  });
});

describe('the census', () => {
  it('a CSV preview lists unknown emails and writes nothing; applying marks; re-applying changes nothing', async () => {
    const fresh = await createTestAccount('user');
    const admin = await createTestAccount('admin');
    const { ballotId } = await call(adminClient, 'createBallot', { ballot: ballotInput() });
    const emails = [fresh.email.toUpperCase(), 'nobody@nowhere.test', admin.email, fresh.email, 'not an email'];
    const preview = await call(adminClient, 'importCensusEmails', { ballotId, emails, apply: false });
    expect(preview).toEqual({
      total: 4,
      unknown: ['nobody@nowhere.test', admin.email, 'not an email'],
      alreadyEligible: 0,
      marked: 0,
      toMark: 1,
    });
    expect((await db.collection(COLLECTIONS.users).doc(fresh.uid).get()).get('eligible')).toBe(false);

    const applied = await call(adminClient, 'importCensusEmails', { ballotId, emails, apply: true });
    expect(applied).toMatchObject({ marked: 1, alreadyEligible: 0 });
    expect((await db.collection(COLLECTIONS.users).doc(fresh.uid).get()).get('eligible')).toBe(true);
    const again = await call(adminClient, 'importCensusEmails', { ballotId, emails, apply: true });
    expect(again).toMatchObject({ marked: 0, alreadyEligible: 1, toMark: 0 });
  });

  it('is frozen at opening with its size recorded: later eligibility changes do not change who may vote', async () => {
    const [early, late] = await Promise.all([createTestAccount('user'), createTestAccount('user')]);
    const { ballotId, ids } = await openBallotFor([early]);
    const opened = await ballotDoc(ballotId);
    const census = await ballotRef(ballotId).collection(COLLECTIONS.census).get();
    expect(opened.censusSize).toBe(census.size);
    expect(census.docs.map((d) => d.id)).toContain(early.uid);
    expect(census.docs.every((d) => d.get('voted') === false && d.get('uid') === d.id)).toBe(true);

    // Changing the census of an open ballot: by file, by editing, by eligibility.
    const file = { ballotId, emails: [late.email], apply: true };
    expect(await callError(adminClient, 'importCensusEmails', file)).toBe('functions/aborted');
    const edit = { ballotId, ballot: ballotInput({ censusMode: 'all-active' }) };
    expect(await callError(adminClient, 'updateBallot', edit)).toBe('functions/aborted');
    await call(adminClient, 'setUserEligibility', { uid: late.uid, eligible: true });
    await call(adminClient, 'setUserEligibility', { uid: early.uid, eligible: false });

    const lateOutcome = await callAs(late.uid, 'castBallot', { ballotId, answers: answersFor(ids, () => 'yes') });
    expect(lateOutcome).toMatchObject({ ok: false, code: 'permission-denied' });
    const earlyOutcome = await callAs(early.uid, 'castBallot', { ballotId, answers: answersFor(ids, () => 'no') });
    expect(earlyOutcome.ok).toBe(true);
    expect((await ballotDoc(ballotId)).censusSize).toBe(census.size);
    expect(await callError(adminClient, 'changeBallotStatus', { ballotId, action: 'open' })).toBe('functions/aborted');
  });

  it('“every active user” takes in active user accounts, not disabled ones or admins', async () => {
    // Asked of the census query itself: opening such a ballot here would put every account of
    // every other suite running on these emulators on its census.
    const disabled = await createTestAccount('user');
    await call(adminClient, 'setUserStatus', { uid: disabled.uid, status: 'disabled' });
    const everyone = new Set(await censusUids('all-active'));
    expect(everyone.has(voters[0]!.uid)).toBe(true);
    expect(everyone.has(disabled.uid)).toBe(false);
    expect(everyone.has(adminClient.uid!)).toBe(false);
    const eligibleOnly = new Set(await censusUids('eligible'));
    expect([...eligibleOnly].every((uid) => everyone.has(uid))).toBe(true);
    expect(eligibleOnly.size).toBeLessThan(everyone.size);
  });
});

describe('casting: every refusal leaves nothing behind', () => {
  it('ineligible, twice, incomplete, unknown article, foreign answer, prototype key, wrong role, draft', async () => {
    const [voter] = voterClients as [TestClient];
    const { ballotId, ids } = await openBallotFor([voters[0]!]);
    const cast = (client: TestClient, answers: unknown, id = ballotId) =>
      callError(client, 'castBallot', { ballotId: id, answers });
    const full = answersFor(ids, (i) => (['yes', 'no', 'abstain'] as const)[i % 3]!);

    expect(await cast(outsider, full)).toBe('functions/permission-denied');
    expect(await cast(voter, { [ids[0]!]: 'yes', [ids[1]!]: 'no' })).toBe('functions/invalid-argument');
    expect(await cast(voter, { ...full, extra1: 'yes' })).toBe('functions/invalid-argument');
    expect(await cast(voter, { ...full, [ids[2]!]: 'maybe' })).toBe('functions/invalid-argument');
    expect(await cast(voter, { ...full, [ids[2]!]: '' })).toBe('functions/invalid-argument');
    // Raw JSON (the SDK's encoder would drop the key): answers only inherited through
    // `__proto__` are no answers at all.
    const inherited = `{"ballotId":"${ballotId}","answers":{"__proto__":${JSON.stringify(full)}}}`;
    expect(await callAs(voter.uid!, 'castBallot', { rawData: inherited })).toMatchObject({ code: 'invalid-argument' });
    expect(await cast(voter, { ...full, 'a/b': 'yes' })).toBe('functions/invalid-argument');
    expect(await cast(adminClient, full)).toBe('functions/permission-denied');
    expect(await cast(visitorClient, full)).toBe('functions/unauthenticated');
    const { ballotId: draftId } = await call(adminClient, 'createBallot', { ballot: ballotInput() });
    expect(await cast(voter, full, draftId)).toBe('functions/not-found');
    expect(await turnout(ballotId)).toBe(0);
    expect((await urnShards(ballotId)).length).toBe(0);

    const { receipt } = await call(voter, 'castBallot', { ballotId, answers: full });
    expect(receipt).toMatch(/^[0-9a-f]{32}$/);
    expect(
      await cast(
        voter,
        answersFor(ids, () => 'yes'),
      ),
    ).toBe('functions/aborted');
    expect((await refusalOf(voter, 'castBallot', { ballotId, answers: full })).reason).toBe('already-voted');
    expect(await turnout(ballotId)).toBe(1);
    const stored = (await urnShards(ballotId)).flatMap((d) => Object.entries((d.data() as UrnShardDoc).ballots));
    expect(stored).toEqual([[receipt, ids.map((id) => full[id])]]);
    expect((await ballotRef(ballotId).collection(COLLECTIONS.census).doc(voter.uid!).get()).data()).toEqual({
      uid: voter.uid,
      voted: true,
    });
  });

  it('outside the window, by server time: before it opens and after it closes', async () => {
    const [, voter] = voterClients as [TestClient, TestClient];
    const later = { opensAt: Date.now() + 30 * MINUTE, closesAt: Date.now() + 60 * MINUTE };
    const scheduled = await openBallotFor([voters[1]!], later);
    const answers = answersFor(scheduled.ids, () => 'yes');
    // With the stable reason and the opening time, which the voter reads in their language.
    expect(await refusalOf(voter, 'castBallot', { ballotId: scheduled.ballotId, answers })).toMatchObject({
      code: 'aborted',
      reason: 'voting-not-open',
    });

    const open = await openBallotFor([voters[1]!]);
    await call(adminClient, 'changeBallotStatus', { ballotId: open.ballotId, action: 'close' });
    const late = { ballotId: open.ballotId, answers: answersFor(open.ids, () => 'no') };
    expect(await refusalOf(voter, 'castBallot', late)).toMatchObject({ code: 'aborted', reason: 'voting-closed' });
    expect(await turnout(open.ballotId)).toBe(0);
  });

  it('two simultaneous casts by one voter produce exactly one ballot', async () => {
    const [, , voter] = voterClients as [TestClient, TestClient, TestClient];
    const { ballotId, ids } = await openBallotFor([voters[2]!]);
    const attempts = await Promise.allSettled(
      (['yes', 'no', 'abstain', 'yes'] as const).map((answer) =>
        call(voter, 'castBallot', { ballotId, answers: answersFor(ids, () => answer) }),
      ),
    );
    const accepted = attempts.filter((a) => a.status === 'fulfilled');
    expect(accepted).toHaveLength(1);
    expect(attempts.filter((a) => a.status === 'rejected').map((a) => (a.reason as { code: string }).code)).toEqual([
      'functions/aborted',
      'functions/aborted',
      'functions/aborted',
    ]);
    const entries = (await urnShards(ballotId)).flatMap((d) => Object.keys((d.data() as UrnShardDoc).ballots));
    expect(entries).toEqual([(accepted[0] as PromiseFulfilledResult<{ receipt: string }>).value.receipt]);
    expect(await turnout(ballotId)).toBe(1);
  });
});

describe('receipts, publication and secrecy', () => {
  it('a receipt proves inclusion only; results exist only after publication, with a verifiable fingerprint', async () => {
    const [voter] = voterClients as [TestClient];
    const { ballotId, ids } = await openBallotFor(voters);
    const chosen: BallotAnswer[][] = [
      ['yes', 'no', 'abstain'],
      ['yes', 'yes', 'no'],
    ];
    const receipts = await Promise.all(
      [voterClients[0]!, voterClients[1]!].map(
        async (client, v) =>
          (await call(client, 'castBallot', { ballotId, answers: answersFor(ids, (i) => chosen[v]![i]!) })).receipt,
      ),
    );

    // Anyone signed in can check inclusion; the answer carries nothing else.
    expect(await call(outsider, 'checkReceipt', { ballotId, receipt: receipts[0] })).toEqual({ included: true });
    expect(await call(adminClient, 'checkReceipt', { ballotId, receipt: receipts[1]!.toUpperCase() })).toEqual({
      included: true,
    });
    const guess = randomBytes(16).toString('hex');
    expect(await call(voter, 'checkReceipt', { ballotId, receipt: guess })).toEqual({ included: false });
    expect(await callError(visitorClient, 'checkReceipt', { ballotId, receipt: guess })).toBe(
      'functions/unauthenticated',
    );
    expect(await callError(voter, 'checkReceipt', { ballotId, receipt: 'not-a-receipt' })).toBe(
      'functions/invalid-argument',
    );

    // No per-article result before voting ends: not for an admin either.
    expect(await callError(adminClient, 'changeBallotStatus', { ballotId, action: 'publish' })).toBe(
      'functions/aborted',
    );
    expect((await ballotRef(ballotId).collection(COLLECTIONS.record).get()).size).toBe(0);

    await call(adminClient, 'changeBallotStatus', { ballotId, action: 'close' });
    await call(adminClient, 'changeBallotStatus', { ballotId, action: 'publish' });
    expect(await callError(adminClient, 'changeBallotStatus', { ballotId, action: 'publish' })).toBe(
      'functions/aborted',
    );

    const summary = (
      await ballotRef(ballotId).collection(COLLECTIONS.record).doc('summary').get()
    ).data() as BallotRecordSummary;
    const page = await ballotRef(ballotId).collection(COLLECTIONS.record).doc('receipts-0').get();
    const published = page.get('receipts') as string[];
    expect(published).toEqual([...receipts].sort());
    expect(summary).toMatchObject({ ballotsCast: 2, receiptPages: 1, passRule: 'simple-majority' });
    expect(summary.articles.map(({ yes, no, abstain, passed }) => ({ yes, no, abstain, passed }))).toEqual([
      { yes: 2, no: 0, abstain: 0, passed: true },
      { yes: 1, no: 1, abstain: 0, passed: false },
      { yes: 0, no: 1, abstain: 1, passed: false },
    ]);
    const digest = recordDigestInput({ ...summary, receipts: published });
    expect(createHash('sha256').update(digest).digest('hex')).toBe(summary.fingerprint);
    expect((await ballotDoc(ballotId)).status).toBe('published');
  });

  it('nothing stored links a voter to a ballot: no uid, receipt or time in either, and no shared commit time', async () => {
    const { ballotId, ids } = await openBallotFor(voters);
    for (const client of voterClients) {
      await call(client, 'castBallot', { ballotId, answers: answersFor(ids, () => 'abstain') });
    }
    const census = await ballotRef(ballotId).collection(COLLECTIONS.census).where('voted', '==', true).get();
    expect(census.docs.map((d) => Object.keys(d.data()).sort())).toEqual(voters.map(() => ['uid', 'voted']));
    const before = await urnShards(ballotId);
    const text = JSON.stringify(before.map((d) => d.data()));
    for (const v of voters) expect(text).not.toContain(v.uid);
    // While open, a shard's update time is its last cast's commit time, equal to that voter's
    // census update time: the bounded link the seal removes.
    const voterTimes = new Set(census.docs.map((d) => d.updateTime.toMillis() * 1e6 + d.updateTime.nanoseconds));
    const stamp = (d: (typeof before)[number]) => d.updateTime.toMillis() * 1e6 + d.updateTime.nanoseconds;
    expect(before.some((d) => voterTimes.has(stamp(d)))).toBe(true);

    await call(adminClient, 'changeBallotStatus', { ballotId, action: 'close' });
    const sealed = await urnShards(ballotId);
    expect(sealed.some((d) => voterTimes.has(stamp(d)))).toBe(false);
    expect(new Set(sealed.map(stamp)).size).toBe(1);
  });

  // The load-sized version (1 000 and more voters) is the benchmark's, tests/bench/constitutional-vote.bench.ts:
  // here a crowd just large enough for two urn shards proves exactly-once under concurrency.
  it(
    `${CROWD} voters casting at once: tallies equal the ballots; census and voter records agree`,
    { timeout: 300_000 },
    async () => {
      const crowd = await createBulkVoters(CROWD, { eligible: false });
      const { ballotId } = await call(adminClient, 'createBallot', { ballot: ballotInput() });
      for (let i = 0; i < crowd.length; i += BALLOT_LIMITS.censusEmailsPerCall) {
        const emails = crowd.slice(i, i + BALLOT_LIMITS.censusEmailsPerCall).map((v) => v.email);
        await call(adminClient, 'importCensusEmails', { ballotId, emails, apply: true });
      }
      await call(adminClient, 'changeBallotStatus', { ballotId, action: 'open' });
      const ids = await articleIds(ballotId);
      const pick = (v: number, i: number) => (['yes', 'no', 'abstain'] as const)[(v + i) % 3]!;

      const outcomes = await Promise.all(
        crowd.map((voter, v) =>
          callAs(voter.uid, 'castBallot', { ballotId, answers: answersFor(ids, (i) => pick(v, i)) }),
        ),
      );
      const refused = outcomes.filter((o) => !o.ok);
      expect(refused).toEqual([]);

      const ballot = await ballotDoc(ballotId);
      const urn = tallyUrn(
        (await urnShards(ballotId)).map((d) => d.data() as UrnShardDoc),
        ballot.articles,
        ballot.passRule,
      );
      const expected = ids.map((_, i) => {
        const counts = { yes: 0, no: 0, abstain: 0 };
        crowd.forEach((_, v) => counts[pick(v, i)]++);
        return counts;
      });
      expect(urn.articles.map(({ yes, no, abstain }) => ({ yes, no, abstain }))).toEqual(expected);
      expect(new Set(urn.receipts).size).toBe(CROWD);
      expect(urn.receipts.sort()).toEqual(outcomes.map((o) => (o.ok ? o.data.receipt : '')).sort());
      expect(await turnout(ballotId)).toBe(CROWD);
      const census = ballotRef(ballotId).collection(COLLECTIONS.census);
      expect((await census.where('voted', '==', true).count().get()).data().count).toBe(CROWD);
      expect(ballot.censusSize).toBe((await census.count().get()).data().count);
      expect(ballot.urnShards).toBeGreaterThan(1);
    },
  );
});
