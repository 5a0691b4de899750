/**
 * The /fixer's jobs on the emulators, each on deliberately corrupted data: the dry run reports
 * exactly the corruption and writes nothing, the run fixes exactly that, a second run finds
 * nothing. Also: only active admins start or continue jobs, a crashed run resumes from its state,
 * a job held by another tab is not run twice, and every run is audited.
 *
 * Other suites share this emulator stack, so whole-collection jobs (accounts) are judged on this
 * file's own accounts: the healthy ones must not appear, the corrupted ones appear exactly once.
 */
import {
  COLLECTIONS,
  sumTurnout,
  type BallotDoc,
  type CensusEntryDoc,
  type JobDoc,
  type JobKind,
  type JobMode,
  type TallyShardDoc,
  type TurnoutShardDoc,
  type UrnShardDoc,
} from '@civic/domain';
import { Timestamp } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { adminAuth, createTestAccount, db, type TestAccount } from '../support/emulators/admin.js';
import { eventually } from '../support/eventually.js';
import { call, callError } from '../support/emulators/callables.js';
import { clientPool, type TestClient } from '../support/emulators/client.js';
import { seedCountedPoll, tallies } from '../support/fixtures/counted-poll.js';
import { jobDoc, runFixerJob } from '../support/fixtures/fixer-jobs.js';

const clientFor = clientPool();
const marker = `fixer-${Date.now()}`;
const HOUR = 3_600_000;

let adminClient: TestClient;
let userClient: TestClient;
let visitorClient: TestClient;
let admin: TestAccount;
beforeAll(async () => {
  const user = await createTestAccount('user');
  admin = await createTestAccount('admin');
  [adminClient, userClient, visitorClient] = await Promise.all([clientFor(admin), clientFor(user), clientFor()]);
});

/** Starts a job as this file's admin and drives it to the end, as the /fixer page does. */
const runJob = (kind: JobKind, mode: JobMode, scope: string | null = null) =>
  runFixerJob(adminClient, kind, mode, scope);

// ---- polls ---------------------------------------------------------------------------------

describe('recount poll tallies', () => {
  it('a tally off by 3: the dry run shows it, the run fixes exactly it, a second run finds nothing', async () => {
    const { pollId, poll, optionIds } = await seedCountedPoll(adminClient, { Stone: 4, Iron: 2, Rope: 0 });
    const [stone, iron, rope] = optionIds as [string, string, string];
    await poll
      .collection(COLLECTIONS.tallyShards)
      .doc('7')
      .set({ counts: { [stone]: 7, [iron]: 2, [rope]: 0 } } satisfies TallyShardDoc);

    const dry = await runJob('recountPollTallies', 'dry-run', pollId);
    expect(dry).toMatchObject({ status: 'done', processed: 1, changeCount: 1, conflictCount: 0 });
    expect(dry.changes).toEqual([{ item: expect.stringContaining(pollId), field: 'Stone', before: '7', after: '4' }]);
    expect(await tallies(pollId, optionIds)).toEqual({ [stone]: 7, [iron]: 2, [rope]: 0 });

    const run = await runJob('recountPollTallies', 'run', pollId);
    expect(run.changes).toEqual(dry.changes);
    expect(await tallies(pollId, optionIds)).toEqual({ [stone]: 4, [iron]: 2, [rope]: 0 });

    const again = await runJob('recountPollTallies', 'run', pollId);
    expect(again).toMatchObject({ status: 'done', changeCount: 0, changes: [] });
    expect(await tallies(pollId, optionIds)).toEqual({ [stone]: 4, [iron]: 2, [rope]: 0 });
  });

  it('a tally short of its votes is raised by the difference', async () => {
    const { pollId, poll, optionIds } = await seedCountedPoll(adminClient, { Oak: 3, Elm: 1 });
    const [oak, elm] = optionIds as [string, string];
    await poll.collection(COLLECTIONS.tallyShards).doc('7').delete();

    const run = await runJob('recountPollTallies', 'run', pollId);
    expect(run.changes.map((c) => [c.field, c.before, c.after])).toEqual([
      ['Oak', '0', '3'],
      ['Elm', '0', '1'],
    ]);
    expect(run.conflicts).toEqual([]);
    expect(await tallies(pollId, optionIds)).toEqual({ [oak]: 3, [elm]: 1 });
  });

  it('a run interrupted after a crash resumes from jobs/{id}; a job another tab holds is not run twice', async () => {
    const { pollId, poll, optionIds } = await seedCountedPoll(adminClient, { North: 2, South: 2 });
    const [north, south] = optionIds as [string, string];
    await poll
      .collection(COLLECTIONS.tallyShards)
      .doc('7')
      .set({ counts: { [north]: 5, [south]: 2 } } satisfies TallyShardDoc);
    const job = db.collection(COLLECTIONS.jobs).doc();
    const state = {
      kind: 'recountPollTallies',
      mode: 'run',
      scope: pollId,
      status: 'running',
      cursor: null,
      exhausted: false,
      processed: 0,
      total: 1,
      changes: [],
      changeCount: 0,
      conflicts: [],
      conflictCount: 0,
      error: null,
      startedBy: admin.uid,
      startedAt: Timestamp.now(),
      updatedAt: Timestamp.now(),
      finishedAt: null,
    } satisfies Omit<JobDoc, 'leaseUntil' | 'leaseHolder'>;
    // Another tab is running it right now: this call must not touch the tallies.
    await job.set({
      ...state,
      leaseUntil: Timestamp.fromMillis(Date.now() + HOUR),
      leaseHolder: 'other-tab',
    } satisfies JobDoc);
    const busy = await call(adminClient, 'continueJob', { jobId: job.id });
    expect(busy).toMatchObject({ status: 'running', busy: true, processed: 0 });
    expect(await tallies(pollId, optionIds)).toEqual({ [north]: 5, [south]: 2 });

    // That runner crashed: once its lease has expired, Resume finishes the job.
    await job.update({ leaseUntil: Timestamp.fromMillis(Date.now() - 1), leaseHolder: 'crashed' });
    const resumed = await call(adminClient, 'continueJob', { jobId: job.id });
    expect(resumed).toMatchObject({ status: 'done', busy: false, processed: 1 });
    expect((await jobDoc(job.id)).changes).toEqual([
      expect.objectContaining({ field: 'North', before: '5', after: '2' }),
    ]);
    expect(await tallies(pollId, optionIds)).toEqual({ [north]: 2, [south]: 2 });

    // A finished job continued again (a stale tab) changes nothing.
    await poll
      .collection(COLLECTIONS.tallyShards)
      .doc('7')
      .set({ counts: { [north]: 9, [south]: 2 } } satisfies TallyShardDoc);
    expect(await call(adminClient, 'continueJob', { jobId: job.id })).toMatchObject({ status: 'done' });
    expect(await tallies(pollId, optionIds)).toEqual({ [north]: 9, [south]: 2 });
  });

  it('a second run of a job while one is unfinished is refused (aborted): the correction would apply twice', async () => {
    const blocker = db.collection(COLLECTIONS.jobs).doc();
    await blocker.set({
      kind: 'recountBallotTurnout',
      mode: 'run',
      status: 'running',
      startedBy: admin.uid,
    } satisfies Partial<JobDoc>);
    try {
      expect(await callError(adminClient, 'startJob', { kind: 'recountBallotTurnout', mode: 'run', scope: null })).toBe(
        'functions/aborted',
      );
      // Dry runs write nothing but their own document: they may run beside it.
      const dry = await runJob('recountBallotTurnout', 'dry-run', null);
      expect(dry.status).toBe('done');
    } finally {
      await blocker.delete();
    }
  });
});

// ---- access ---------------------------------------------------------------------------------

describe('only active admins run jobs', () => {
  it('a citizen is refused (permission-denied), a visitor too (unauthenticated); nothing is written', async () => {
    const before = (await db.collection(COLLECTIONS.jobs).count().get()).data().count;
    const request = { kind: 'recountPollTallies', mode: 'run', scope: null };
    expect(await callError(userClient, 'startJob', request)).toBe('functions/permission-denied');
    expect(await callError(visitorClient, 'startJob', request)).toBe('functions/unauthenticated');
    expect(await callError(userClient, 'continueJob', { jobId: 'anything' })).toBe('functions/permission-denied');
    expect((await db.collection(COLLECTIONS.jobs).count().get()).data().count).toBe(before);
  });

  it('a scope that names nothing is not-found; a scope on an every-account job, a path id or an unknown kind is invalid', async () => {
    expect(
      await callError(adminClient, 'startJob', { kind: 'recountPollTallies', mode: 'dry-run', scope: 'no-such-poll' }),
    ).toBe('functions/not-found');
    for (const request of [
      { kind: 'resyncRoleClaims', mode: 'dry-run', scope: 'someone' },
      { kind: 'recountPollTallies', mode: 'dry-run', scope: 'polls/x' },
      { kind: 'dropDatabase', mode: 'run', scope: null },
      { kind: 'recountPollTallies', mode: 'maybe', scope: null },
    ]) {
      expect(await callError(adminClient, 'startJob', request)).toBe('functions/invalid-argument');
    }
    expect(await callError(adminClient, 'continueJob', { jobId: 'no-such-job' })).toBe('functions/not-found');
  });

  it('every run is audited: who started it, and its totals when it finished', async () => {
    const { pollId } = await seedCountedPoll(adminClient, { Yes: 1, No: 1 });
    const job = await runJob('recountPollTallies', 'dry-run', pollId);
    const entries = await db.collection(COLLECTIONS.auditLog).where('target', '==', job.id).get();
    const actions = entries.docs.map((d) => d.data());
    expect(actions).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          actorUid: admin.uid,
          action: 'startJob',
          details: expect.objectContaining({ mode: 'dry-run' }),
        }),
        expect.objectContaining({
          action: 'finishJob',
          details: expect.objectContaining({ changeCount: 0, processed: 1 }),
        }),
      ]),
    );
  });
});

// ---- accounts -------------------------------------------------------------------------------

const mentions = (job: JobDoc, uid: string) => ({
  changes: job.changes.filter((c) => c.item.includes(uid)),
  conflicts: job.conflicts.filter((c) => c.item.includes(uid)),
});

/**
 * A citizen account as sign-up makes it: created bare in Auth, then given its record and claim by
 * the account-created trigger. That trigger makes the very fix these jobs make, once per account;
 * waiting for its run (it runs late under load) means a corruption made afterwards stays.
 */
async function signedUpAccount(): Promise<{ uid: string; email: string }> {
  const email = `fixer-${randomUUID().slice(0, 8)}@test.civic`;
  const { uid } = await adminAuth.createUser({ email, password: 'Test-pass-1' });
  await eventually(async () => {
    const [record, user] = await Promise.all([db.collection(COLLECTIONS.users).doc(uid).get(), adminAuth.getUser(uid)]);
    return record.exists && user.customClaims?.role === 'user';
  });
  return { uid, email };
}

describe('resync role claims', () => {
  it('a missing claim gets its record’s role; a claim that disagrees with its record is reported, never guessed', async () => {
    const [noClaim, disagrees, healthy] = await Promise.all([
      signedUpAccount(),
      createTestAccount('user'),
      createTestAccount('user'),
    ]);
    await adminAuth.setCustomUserClaims(noClaim.uid, {});
    await adminAuth.setCustomUserClaims(disagrees.uid, { role: 'admin' });

    const dry = await runJob('resyncRoleClaims', 'dry-run');
    expect(mentions(dry, noClaim.uid)).toEqual({
      changes: [{ item: `${noClaim.email} (${noClaim.uid})`, field: 'role claim', before: 'none', after: 'user' }],
      conflicts: [],
    });
    expect(mentions(dry, disagrees.uid)).toEqual({
      changes: [],
      conflicts: [
        {
          item: expect.any(String),
          problem: expect.stringContaining('The claim says admin, the record says user'),
          why: { kind: 'claim-record-disagree', claim: 'admin', record: 'user' },
        },
      ],
    });
    expect(mentions(dry, healthy.uid)).toEqual({ changes: [], conflicts: [] });
    expect((await adminAuth.getUser(noClaim.uid)).customClaims?.role).toBeUndefined();

    const run = await runJob('resyncRoleClaims', 'run');
    expect(mentions(run, noClaim.uid).changes).toHaveLength(1);
    expect((await adminAuth.getUser(noClaim.uid)).customClaims?.role).toBe('user');
    expect((await adminAuth.getUser(disagrees.uid)).customClaims?.role).toBe('admin');
    expect((await db.collection(COLLECTIONS.users).doc(disagrees.uid).get()).get('role')).toBe('user');

    const again = await runJob('resyncRoleClaims', 'run');
    expect(mentions(again, noClaim.uid)).toEqual({ changes: [], conflicts: [] });
    expect(mentions(again, disagrees.uid).conflicts).toHaveLength(1);
  });
});

describe('rebuild missing user records', () => {
  it('a missing record is rebuilt from Auth with its claim’s role; a second run finds nothing', async () => {
    const [lost, healthy] = await Promise.all([signedUpAccount(), createTestAccount('user')]);
    const anonymous = await adminAuth.createUser({});
    await db.collection(COLLECTIONS.users).doc(lost.uid).delete();

    const dry = await runJob('rebuildUserRecords', 'dry-run');
    expect(mentions(dry, lost.uid).changes).toEqual([
      {
        item: `${lost.email} (${lost.uid})`,
        field: 'users record',
        before: 'missing',
        after: expect.stringContaining('role user'),
      },
    ]);
    expect(mentions(dry, healthy.uid).changes).toEqual([]);
    expect(mentions(dry, anonymous.uid).changes).toEqual([]);
    expect((await db.collection(COLLECTIONS.users).doc(lost.uid).get()).exists).toBe(false);

    const run = await runJob('rebuildUserRecords', 'run');
    expect(mentions(run, lost.uid).changes).toHaveLength(1);
    const rebuilt = (await db.collection(COLLECTIONS.users).doc(lost.uid).get()).data();
    expect(rebuilt).toMatchObject({
      uid: lost.uid,
      email: lost.email,
      emailLower: lost.email,
      role: 'user',
      status: 'active',
    });
    expect((await db.collection(COLLECTIONS.users).doc(anonymous.uid).get()).exists).toBe(false);

    const again = await runJob('rebuildUserRecords', 'run');
    expect(mentions(again, lost.uid).changes).toEqual([]);
    await adminAuth.deleteUser(anonymous.uid);
  });
});

// ---- constitutional vote ----------------------------------------------------------------------

/** An open ballot with two urn shards (3 and 2 ballots) and matching turnout and census. */
async function seedOpenBallot() {
  const ballot = db.collection(COLLECTIONS.constitutionalVotes).doc(`${marker}-ballot`);
  const receipt = (n: number) => n.toString(16).padStart(32, '0');
  await ballot.set({
    title: `Charter ${marker}`,
    introduction: '',
    articles: [{ id: 'a1', title: 'Article 1', text: '' }],
    status: 'open',
    opensAt: Timestamp.fromMillis(Date.now() - HOUR),
    closesAt: Timestamp.fromMillis(Date.now() + HOUR),
    censusMode: 'all-active',
    passRule: 'simple-majority',
    censusSize: 6,
    urnShards: 2,
    announcedAt: Timestamp.now(),
    closedAt: null,
    publishedAt: null,
    createdBy: admin.uid,
    createdAt: Timestamp.now(),
    updatedAt: Timestamp.now(),
  } satisfies BallotDoc);
  await ballot
    .collection(COLLECTIONS.urn)
    .doc('0')
    .set({ ballots: { [receipt(1)]: ['yes'], [receipt(2)]: ['no'], [receipt(3)]: ['yes'] } } satisfies UrnShardDoc);
  await ballot
    .collection(COLLECTIONS.urn)
    .doc('1')
    .set({ ballots: { [receipt(4)]: ['abstain'], [receipt(5)]: ['yes'] } } satisfies UrnShardDoc);
  await ballot
    .collection(COLLECTIONS.turnout)
    .doc('0')
    .set({ cast: 3 } satisfies TurnoutShardDoc);
  await ballot
    .collection(COLLECTIONS.turnout)
    .doc('1')
    .set({ cast: 2 } satisfies TurnoutShardDoc);
  for (let i = 0; i < 6; i++) {
    await ballot
      .collection(COLLECTIONS.census)
      .doc(`voter-${i}`)
      .set({ uid: `voter-${i}`, voted: i < 5 } satisfies CensusEntryDoc);
  }
  return ballot;
}

describe('recount constitutional-vote turnout', () => {
  it('a turnout counter off by 3 is corrected from the ballot box, without revealing any answer', async () => {
    const ballot = await seedOpenBallot();
    await ballot
      .collection(COLLECTIONS.turnout)
      .doc('1')
      .set({ cast: 5 } satisfies TurnoutShardDoc);
    const urnBefore = (await ballot.collection(COLLECTIONS.urn).get()).docs.map((d) => d.updateTime.toMillis());

    const dry = await runJob('recountBallotTurnout', 'dry-run', ballot.id);
    expect(dry.changes).toEqual([
      { item: expect.stringContaining(ballot.id), field: 'turnout shard 1', before: '5', after: '2' },
    ]);
    expect(dry.conflicts).toEqual([]);
    // Secrecy: nothing in the job names a receipt or an answer.
    expect(JSON.stringify(dry)).not.toMatch(/0{20}|yes|abstain/);

    const run = await runJob('recountBallotTurnout', 'run', ballot.id);
    expect(run.changes).toEqual(dry.changes);
    const shards = await ballot.collection(COLLECTIONS.turnout).get();
    expect(sumTurnout(shards.docs.map((d) => d.data()))).toBe(5);
    // The urn was only read: its shards keep their update times.
    expect((await ballot.collection(COLLECTIONS.urn).get()).docs.map((d) => d.updateTime.toMillis())).toEqual(
      urnBefore,
    );

    const again = await runJob('recountBallotTurnout', 'run', ballot.id);
    expect(again).toMatchObject({ changeCount: 0, conflictCount: 0 });
  });

  it('a census that disagrees with the ballot box is reported, not changed', async () => {
    const ballot = await seedOpenBallot();
    await ballot.collection(COLLECTIONS.census).doc('voter-5').update({ voted: true });
    const run = await runJob('recountBallotTurnout', 'run', ballot.id);
    expect(run.changes).toEqual([]);
    expect(run.conflicts).toEqual([
      {
        item: expect.any(String),
        problem: '6 census entries say they voted, the ballot box holds 5 ballots: investigate before publishing.',
        why: { kind: 'census-urn-mismatch', voted: 6, ballots: 5 },
      },
    ]);
    expect((await ballot.collection(COLLECTIONS.census).doc('voter-5').get()).get('voted')).toBe(true);
  });
});
