/**
 * A citizen's own data (docs/personal-data.md) on the emulators: the export holds one of each
 * kind and nothing of anyone else; the attacks on it and on the self-service deletion are
 * refused; a deletion — the person's own and an administrator's — leaves nothing of the account
 * anywhere and changes no tally; an interrupted deletion is finished by a retry or the fixer.
 */
import {
  CAMERA_PATHS,
  DELETE_MY_ACCOUNT_CONFIRMATION,
  COLLECTIONS,
  DELETED_USER_NAME,
  EXPORT_SECTIONS,
  HTTP_REPLAYS,
  collectExport,
  type CompiledReplay,
  type PersonalDataExport,
} from '@civic/domain';
import { doc, serverTimestamp, setDoc } from 'firebase/firestore';
import { Timestamp } from 'firebase-admin/firestore';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAuth, createTestAccount, db } from '../support/emulators/admin.js';
import { call, refusalOf } from '../support/emulators/callables.js';
import { clientPool, type TestClient } from '../support/emulators/client.js';
import { callAs } from '../support/emulators/voters.js';
import { leftBehind } from '../support/fixtures/personal-data-scan.js';
import { functionsOrigin } from '../support/emulators/stack.js';
import { runFixerJob } from '../support/fixtures/fixer-jobs.js';
import { fillAccount, uniqueCitizen, type RichAccount } from '../support/fixtures/rich-account.js';
import { createLiveQuestion, liveEventDoc } from '../support/fixtures/live-events.js';
import { holdLiveSlot } from '../support/emulators/live-slot.js';

// This file's rooms are live events: it holds the stack's live slot and ends each room when it is
// done, so no other suite (`/stream`, the rooms of the e2e suite) meets one of them as "the live
// event" (tests/support/emulators/live-slot.ts).
holdLiveSlot();
const rooms: string[] = [];
afterAll(async () => {
  for (const id of rooms) {
    const room = db.collection(COLLECTIONS.events).doc(id);
    if ((await room.get()).exists) await room.update({ status: 'ended' });
  }
});
/** A live event of this file's own, ended after the file. */
async function liveRoom(title: string, overrides: Parameters<typeof liveEventDoc>[1] = {}) {
  const event = db.collection(COLLECTIONS.events).doc();
  rooms.push(event.id);
  // Signed-in only: /stream must never take one for the live public event of a file beside it.
  await event.set(liveEventDoc(title, { visibility: 'signed-in', ...overrides }));
  return event;
}

const { beginDeletion, finishDeletion } = await import('../../functions/src/privacy/lib/eraseAccount.js');
const { createAccount } = await import('../../functions/src/users/lib/createAccount.js');
const { markAttendance } = await import('../../functions/src/analytics/lib/attendance.js');
const { deletionReference } = await import('../../functions/src/fixer/lib/finishInterruptedDeletions.js');

const clientFor = clientPool();
const CONFIRM = { confirm: DELETE_MY_ACCOUNT_CONFIRMATION } as const;
const exportOf = (client: TestClient) => call(client, 'exportMyData', { requestId: randomUUID() });

let adminClient: TestClient;
let neighbour: TestClient;
let neighbourAccount: Awaited<ReturnType<typeof createTestAccount>>;
beforeAll(async () => {
  const admin = await createTestAccount('admin');
  neighbourAccount = await createTestAccount('user');
  [adminClient, neighbour] = await Promise.all([clientFor(admin), clientFor(neighbourAccount)]);
}, 180_000);

/** A rich account, signed in. */
async function rich(): Promise<{ account: RichAccount; client: TestClient }> {
  const citizen = await uniqueCitizen();
  const client = await clientFor(citizen);
  return { account: await fillAccount(citizen, client, neighbour), client };
}

/** What others rely on: the counts a deletion must not change. */
async function tallies(account: RichAccount) {
  const sum = async (path: string, field: (data: FirebaseFirestore.DocumentData) => number) =>
    (await db.collection(path).get()).docs.reduce((total, doc) => total + field(doc.data()), 0);
  return {
    votes: await sum(`${COLLECTIONS.polls}/${account.pollId}/${COLLECTIONS.tallyShards}`, (d) => d.counts?.o1 ?? 0),
    voteDocs: (await db.collection(`${COLLECTIONS.polls}/${account.pollId}/${COLLECTIONS.votes}`).count().get()).data()
      .count,
    liveAnswers: await sum(
      `${COLLECTIONS.polls}/${account.liveQuestion.pollId}/${COLLECTIONS.tallyShards}`,
      (d) => d.responses ?? 0,
    ),
    upvotes: (
      await db.doc(`${COLLECTIONS.events}/${account.eventId}/${COLLECTIONS.comments}/${account.upvotedId}`).get()
    ).get('upvotes'),
    attendance: (
      await db.collection(`${COLLECTIONS.events}/${account.eventId}/${COLLECTIONS.attendance}`).count().get()
    ).data().count,
    reactions: await sum(
      `${COLLECTIONS.events}/${account.eventId}/${COLLECTIONS.reactions}`,
      (d) => d.counts?.heart ?? 0,
    ),
    census: (
      await db
        .collection(`${COLLECTIONS.constitutionalVotes}/${account.ballotId}/${COLLECTIONS.census}`)
        .where('voted', '==', true)
        .get()
    ).size,
    players: (await db.collection(`${COLLECTIONS.games}/${account.gameId}/${COLLECTIONS.players}`).count().get()).data()
      .count,
  };
}

describe('Download my data', { timeout: 240_000 }, () => {
  it('holds one of each kind of the caller’s data, and nothing of another account', async () => {
    const { account, client } = await rich();
    const file: PersonalDataExport = await exportOf(client);
    expect(file.uid).toBe(account.uid);
    expect(file.ballots).toMatch(/unlinkable by design/);
    const paths = (section: (typeof EXPORT_SECTIONS)[number]) => file.sections[section].map((d) => d.path);
    // Every section has something of this account.
    for (const section of EXPORT_SECTIONS) expect(file.sections[section].length, section).toBeGreaterThan(0);
    expect(paths('account')).toContain(`${COLLECTIONS.users}/${account.uid}`);
    expect(file.sections.account.find((d) => d.path.startsWith('auth/'))?.data.email).toBe(account.email);
    const texts = file.sections.comments.map((d) => d.data.text);
    expect(texts).toEqual(expect.arrayContaining(['Fix the potholes', 'When will the library reopen?']));
    expect(file.sections.comments.every((d) => typeof d.data.status === 'string')).toBe(true);
    expect(paths('upvotes')).toEqual([
      `${COLLECTIONS.events}/${account.eventId}/${COLLECTIONS.comments}/${account.upvotedId}/${COLLECTIONS.upvotes}/${account.uid}`,
    ]);
    expect(paths('pollVotes')).toEqual([`${COLLECTIONS.polls}/${account.pollId}/${COLLECTIONS.votes}/${account.uid}`]);
    expect(paths('adPolls')).toHaveLength(2);
    expect(paths('liveAnswers')).toEqual(
      expect.arrayContaining([
        `${COLLECTIONS.polls}/${account.liveQuestion.pollId}/${COLLECTIONS.liveResponses}/${account.uid}`,
        `${COLLECTIONS.polls}/${account.liveQuestion.pollId}/${COLLECTIONS.liveRespondents}/${account.uid}`,
      ]),
    );
    expect(paths('games')).toEqual(
      expect.arrayContaining([
        `${COLLECTIONS.games}/${account.gameId}/${COLLECTIONS.players}/${account.uid}`,
        `${COLLECTIONS.games}/${account.gameId}/${COLLECTIONS.gameAnswers}/0_${account.uid}`,
      ]),
    );
    expect(file.sections.reports).toEqual([
      expect.objectContaining({
        path: `${COLLECTIONS.reports}/${account.reportId}`,
        data: expect.objectContaining({ status: 'open', text: 'Off topic' }),
      }),
    ]);
    expect(paths('viewing')).toEqual(
      expect.arrayContaining([
        `${COLLECTIONS.events}/${account.eventId}/${COLLECTIONS.viewerJoins}/${account.uid}`,
        `${COLLECTIONS.events}/${account.eventId}/${COLLECTIONS.attendance}/${account.uid}`,
      ]),
    );
    expect(file.sections.census).toEqual([expect.objectContaining({ data: { uid: account.uid, voted: true } })]);
    // Nothing of the neighbour, whose question this account upvoted and reported.
    const text = JSON.stringify(file);
    expect(text).not.toContain(neighbourAccount.uid);
    expect(text).not.toContain(neighbourAccount.email);
    expect(text).not.toContain('What about the buses?');
  });
});

describe('Download my data, for a large account', { timeout: 600_000 }, () => {
  it('is complete however large the account, in answers each far below a callable’s 10 MB', async () => {
    const citizen = await createTestAccount('user');
    const client = await clientFor(citizen);
    // Over 10 MB of the account's own data, written in bulk: 9 000 reports of 1 000 characters
    // (reports have no trigger, so the emulator's functions stay idle while they are written).
    const count = 9_000;
    const now = Timestamp.now();
    const text = 'The stream froze during the budget vote and the captions fell far behind the speaker. '
      .repeat(12)
      .slice(0, 1_000);
    const reports = Array.from({ length: count }, (_, i) =>
      db.collection(COLLECTIONS.reports).doc(`large-${citizen.uid}-${String(i).padStart(5, '0')}`),
    );
    const writer = db.bulkWriter();
    for (const ref of reports) {
      void writer.create(ref, {
        reporterUid: citizen.uid,
        reporterName: 'Test user',
        subject: 'other',
        category: 'technical',
        text,
        eventId: null,
        commentId: null,
        status: 'open',
        note: '',
        handledBy: null,
        handledByName: null,
        handledAt: null,
        createdAt: now,
        updatedAt: now,
        history: [{ status: 'open', note: '', by: citizen.uid, at: now }],
      });
    }
    await writer.close();
    try {
      const requestId = randomUUID();
      const sizes: number[] = [];
      const cursors: string[] = [];
      const file = await collectExport(requestId, async (request) => {
        const page = await call(client, 'exportMyData', request);
        sizes.push(Buffer.byteLength(JSON.stringify(page)));
        if (request.cursor) cursors.push(request.cursor);
        return page;
      });
      const paths = file.sections.reports.map((d) => d.path);
      expect(paths).toHaveLength(count);
      expect(new Set(paths).size).toBe(count);
      expect(file.sections.account.map((d) => d.path)).toContain(`auth/${citizen.uid}`);
      const limit = 10 * 1024 * 1024;
      expect(sizes.reduce((total, size) => total + size, 0)).toBeGreaterThan(limit);
      expect(Math.max(...sizes)).toBeLessThan(limit);

      // The pages are paced: the last page may be asked for once more (a lost answer), not again;
      // no page of another request id, and no made-up cursor.
      const last = cursors.at(-1)!;
      expect((await call(client, 'exportMyData', { requestId, cursor: last })).next).toBeNull();
      expect((await refusalOf(client, 'exportMyData', { requestId, cursor: last })).code).toBe('failed-precondition');
      expect((await refusalOf(client, 'exportMyData', { requestId: randomUUID(), cursor: cursors[0] })).code).toBe(
        'failed-precondition',
      );
      expect((await refusalOf(client, 'exportMyData', { requestId, cursor: 'x:y' })).code).toBe('invalid-argument');
    } finally {
      const cleanup = db.bulkWriter();
      for (const ref of reports) void cleanup.delete(ref);
      await cleanup.close();
    }
  });
});

const DENIED = { ok: false, code: 'permission-denied' };

describe('attacks on the export and the deletion', { timeout: 240_000 }, () => {
  it('another account’s data or deletion cannot be asked for: the request names no account', async () => {
    const attacker = await clientFor(await createTestAccount('user'));
    expect(
      (await refusalOf(attacker, 'exportMyData', { requestId: randomUUID(), uid: neighbourAccount.uid })).code,
    ).toBe('invalid-argument');
    expect((await refusalOf(attacker, 'deleteMyAccount', { uid: neighbourAccount.uid })).code).toBe('invalid-argument');
    expect((await refusalOf(attacker, 'deleteMyAccount', { ...CONFIRM, uid: neighbourAccount.uid })).code).toBe(
      'invalid-argument',
    );
    // A request that says nothing deletes nothing.
    expect((await refusalOf(attacker, 'deleteMyAccount', {})).code).toBe('invalid-argument');
    expect((await adminAuth.getUser(attacker.uid!)).uid).toBe(attacker.uid);
    expect((await adminAuth.getUser(neighbourAccount.uid)).uid).toBe(neighbourAccount.uid);
    // The export answers for the caller alone.
    expect((await exportOf(attacker)).uid).toBe(attacker.uid);
  });

  it('a visitor, an anonymous sign-in, a disabled and a demoted account are refused', async () => {
    const visitor = await clientFor();
    expect((await refusalOf(visitor, 'exportMyData', { requestId: randomUUID() })).code).toBe('unauthenticated');
    expect((await refusalOf(visitor, 'deleteMyAccount', CONFIRM)).code).toBe('unauthenticated');

    const anonymous = await adminAuth.createUser({});
    const asAnonymous = { firebase: { sign_in_provider: 'anonymous', identities: {} } };
    expect(await callAs(anonymous.uid, 'exportMyData', { requestId: randomUUID() }, 'user', asAnonymous)).toMatchObject(
      {
        ok: false,
        code: 'permission-denied',
      },
    );
    expect(await callAs(anonymous.uid, 'deleteMyAccount', CONFIRM, 'user', asAnonymous)).toMatchObject({
      ok: false,
      code: 'permission-denied',
    });

    const disabled = await createTestAccount('user');
    await adminAuth.updateUser(disabled.uid, { disabled: true });
    await db.doc(`${COLLECTIONS.users}/${disabled.uid}`).update({ status: 'disabled' });
    expect(await callAs(disabled.uid, 'exportMyData', { requestId: randomUUID() })).toMatchObject(DENIED);
    expect(await callAs(disabled.uid, 'deleteMyAccount', CONFIRM)).toMatchObject(DENIED);
    expect((await adminAuth.getUser(disabled.uid)).uid).toBe(disabled.uid);

    // An administrator demoted to citizen, whose token still says admin.
    const demoted = await createTestAccount('admin');
    await call(adminClient, 'setUserRole', { uid: demoted.uid, role: 'user' });
    expect(await callAs(demoted.uid, 'exportMyData', { requestId: randomUUID() }, 'admin')).toMatchObject(DENIED);
    expect(await callAs(demoted.uid, 'deleteMyAccount', CONFIRM, 'admin')).toMatchObject(DENIED);
    expect((await adminAuth.getUser(demoted.uid)).uid).toBe(demoted.uid);
  });

  it('a deletion with a stale sign-in is refused: the profile asks for the password again', async () => {
    const citizen = await createTestAccount('user');
    const sixMinutesAgo = Math.floor(Date.now() / 1000) - 6 * 60;
    expect(await callAs(citizen.uid, 'deleteMyAccount', CONFIRM, 'user', { auth_time: sixMinutesAgo })).toMatchObject({
      ok: false,
      code: 'unauthenticated',
      message: expect.stringMatching(/password again/),
    });
    expect((await adminAuth.getUser(citizen.uid)).uid).toBe(citizen.uid);
    expect((await db.doc(`${COLLECTIONS.users}/${citizen.uid}`).get()).exists).toBe(true);
  });

  it('an administrator cannot delete their account through the citizen path', async () => {
    const admin = await createTestAccount('admin');
    const client = await clientFor(admin);
    expect(await refusalOf(client, 'deleteMyAccount', CONFIRM)).toEqual({
      code: 'permission-denied',
      message: expect.stringMatching(/another administrator/),
    });
    expect((await adminAuth.getUser(admin.uid)).uid).toBe(admin.uid);
    expect((await db.doc(`${COLLECTIONS.users}/${admin.uid}`).get()).exists).toBe(true);
  });

  it('a flood of export requests gets one file a minute; a retry of the same request is answered', async () => {
    const citizen = await createTestAccount('user');
    const client = await clientFor(citizen);
    const ids = Array.from({ length: 10 }, () => randomUUID());
    const outcomes = await Promise.all(ids.map((requestId) => callAs(citizen.uid, 'exportMyData', { requestId })));
    expect(outcomes.filter((o) => o.ok)).toHaveLength(1);
    expect(outcomes.filter((o) => !o.ok).map((o) => !o.ok && o.code)).toEqual(Array(9).fill('resource-exhausted'));
    // The request that got through, sent again (its answer was lost): answered, not refused.
    const winner = ids[outcomes.findIndex((o) => o.ok)]!;
    expect((await call(client, 'exportMyData', { requestId: winner })).uid).toBe(citizen.uid);
    expect((await refusalOf(client, 'exportMyData', { requestId: randomUUID() })).code).toBe('resource-exhausted');
  });
});

describe('Delete my account: nothing is left, no tally changes', { timeout: 300_000 }, () => {
  it('the person’s own deletion (recent sign-in) passes the scan', async () => {
    const { account, client } = await rich();
    const before = await tallies(account);
    expect(await call(client, 'deleteMyAccount', CONFIRM)).toEqual({ uid: account.uid, deleted: true });
    expect(await leftBehind(account)).toEqual([]);
    expect(await tallies(account)).toEqual(before);
    // The deleted account's token, still signed for up to an hour, asks for nothing any more.
    expect((await refusalOf(client, 'exportMyData', { requestId: randomUUID() })).code).toBe('unauthenticated');
    const comment = (
      await db.doc(`${COLLECTIONS.events}/${account.eventId}/${COLLECTIONS.comments}/${account.commentId}`).get()
    ).data();
    expect(comment).toMatchObject({ authorUid: null, authorName: DELETED_USER_NAME, text: 'Fix the potholes' });
    const reports = await db.collection(COLLECTIONS.reports).where('commentId', '==', account.upvotedId).get();
    expect(reports.docs.map((d) => d.data())).toEqual([
      expect.objectContaining({
        reporterUid: null,
        reporterName: DELETED_USER_NAME,
        text: 'Off topic',
        category: 'spam',
      }),
    ]);
    const audit = (await db.doc(`${COLLECTIONS.auditLog}/deleteAccount-${account.uid}`).get()).data();
    expect(audit).toMatchObject({ action: 'deleteMyAccount', actorUid: account.uid, target: account.uid });
    // Kept two years, as every audit entry: its TTL field is there.
    expect(audit?.expireAt).toBeInstanceOf(Timestamp);
    expect(JSON.stringify(audit)).not.toContain(account.email);
  });

  it('an administrator’s deletion passes the same scan', async () => {
    const { account } = await rich();
    const before = await tallies(account);
    await call(adminClient, 'deleteUser', { uid: account.uid });
    expect(await leftBehind(account)).toEqual([]);
    expect(await tallies(account)).toEqual(before);
  });

  it('a deletion that died half-way is finished by the person’s retry', async () => {
    const { account, client } = await rich();
    const before = await tallies(account);
    // The function died after the tombstone and the record (the account has lost its rights).
    await beginDeletion({ uid: account.uid, by: account.uid, via: 'self', email: account.email, role: 'user' });
    expect(await leftBehind(account)).not.toEqual([]);
    expect(await call(client, 'deleteMyAccount', CONFIRM)).toEqual({ uid: account.uid, deleted: true });
    expect(await leftBehind(account)).toEqual([]);
    expect(await tallies(account)).toEqual(before);
  });

  it('or by the fixer’s “Finish interrupted deletions” (the dry run reports it, the run finishes it)', async () => {
    const { account } = await rich();
    await beginDeletion({ uid: account.uid, by: 'someone', via: 'admin', email: account.email, role: 'user' });
    const dry = await runFixerJob(adminClient, 'finishInterruptedDeletions', 'dry-run');
    expect(dry.changes).toContainEqual(
      expect.objectContaining({ item: `deleted account ${deletionReference(account.uid)}` }),
    );
    expect(await leftBehind(account)).not.toEqual([]);
    await runFixerJob(adminClient, 'finishInterruptedDeletions', 'run');
    expect(await leftBehind(account)).toEqual([]);
    const again = await runFixerJob(adminClient, 'finishInterruptedDeletions', 'dry-run');
    expect(again.changes).not.toContainEqual(
      expect.objectContaining({ item: `deleted account ${deletionReference(account.uid)}` }),
    );
  });
});

describe('a published replay holding the person’s words', { timeout: 300_000 }, () => {
  it('is compiled again by the deletion: the scan reads compiled files, and the post stays as from "Deleted user"', async () => {
    const citizen = await uniqueCitizen();
    const client = await clientFor(citizen);
    const room = await liveRoom('Replay room');
    await call(client, 'postComment', { eventId: room.id, text: 'Pave the square', kind: 'comment' });
    // Ended, and public: a replay is public (docs/replays.md).
    await room.update({ status: 'ended', endedAt: Timestamp.now(), visibility: 'public' });
    await call(adminClient, 'attachRecording', { eventId: room.id, url: '/media/town-hall/index.m3u8', offsetMs: 0 });
    await call(adminClient, 'publishReplay', { eventId: room.id });
    const postsOf = async () => {
      const response = await fetch(`${functionsOrigin}/${HTTP_REPLAYS.getReplay}?eventId=${room.id}`);
      return ((await response.json()) as CompiledReplay).posts.map(({ name, text }) => ({ name, text }));
    };
    expect(await postsOf()).toEqual([{ name: citizen.displayName, text: 'Pave the square' }]);
    // The scan finds the name in the compiled file (no other document holds it but the account's own).
    expect(await leftBehind(citizen)).toContainEqual(
      expect.stringMatching(new RegExp(`^${COLLECTIONS.replays}/${room.id}/.*: display name$`)),
    );

    await call(adminClient, 'deleteUser', { uid: citizen.uid });
    expect(await leftBehind(citizen)).toEqual([]);
    expect(await postsOf()).toEqual([{ name: DELETED_USER_NAME, text: 'Pave the square' }]);
    expect(
      (await db.collection(COLLECTIONS.deletedAccounts).doc(citizen.uid).get()).get('replaysToRebuild'),
    ).toBeUndefined();
  });
});

describe('two deletions of one account at once', { timeout: 300_000 }, () => {
  it('four deletions run at once (begin, then finish) agree on one salt: each kept document is re-keyed once', async () => {
    const { account } = await rich();
    const before = await tallies(account);
    const request = { uid: account.uid, by: account.uid, via: 'self', email: account.email, role: 'user' } as const;
    await Promise.all(
      Array.from({ length: 4 }, async () => {
        await beginDeletion(request);
        await finishDeletion(account.uid);
      }),
    );
    expect(await leftBehind(account)).toEqual([]);
    // Two salts would have left two anonymous copies of the vote, the census entry, the player…
    expect(await tallies(account)).toEqual(before);
  });

  it('three “Delete my account” at once (a double click, two tabs) are all answered deleted; the scan passes, no tally changes', async () => {
    const { account, client } = await rich();
    const before = await tallies(account);
    const outcomes = await Promise.all([
      call(client, 'deleteMyAccount', CONFIRM),
      call(client, 'deleteMyAccount', CONFIRM),
      call(client, 'deleteMyAccount', CONFIRM),
    ]);
    expect(outcomes).toEqual(Array(3).fill({ uid: account.uid, deleted: true }));
    expect(await leftBehind(account)).toEqual([]);
    expect(await tallies(account)).toEqual(before);
  });
});

describe('deleting an administrator', { timeout: 300_000 }, () => {
  it('leaves their uid and name in nothing they created, moderated, handled, set, started or captioned', async () => {
    const tag = randomUUID().slice(0, 8);
    const traces = { email: `admiral-${tag}@test.civic`, displayName: `Admiral ${tag}`, password: 'Test-pass-1' };
    const { uid } = await createAccount({ ...traces, role: 'admin', emailVerified: true });
    const admin = await clientFor({ uid, ...traces });
    const citizen = await clientFor(await createTestAccount('user'));
    const now = Timestamp.now();

    // What the callables write with the administrator's uid, written through them.
    const event = await liveRoom('Zoning hearing', { createdBy: uid });
    const { commentId } = await call(citizen, 'postComment', { eventId: event.id, text: 'Buy now', kind: 'comment' });
    await call(admin, 'moderateComment', { eventId: event.id, commentId, action: 'hide', reason: 'spam' });
    await call(admin, 'updateCommentSettings', { eventId: event.id, slowModeSeconds: 10 });
    const words = ((await db.collection(COLLECTIONS.moderation).get()).docs[0]?.get('words') as string[]) ?? [];
    await call(admin, 'setBlockedWords', { words });
    await new Promise((resolve) => setTimeout(resolve, 5_100)); // reports share the posting pace
    const { reportId } = await call(citizen, 'fileReport', {
      subject: 'other',
      category: 'technical',
      text: 'The sound drops',
      eventId: null,
      commentId: null,
    });
    await call(admin, 'updateReport', { reportId, status: 'in-review', note: 'Looking' });
    // Another administrator closes it: the deleted one stays only in the report's history.
    await call(adminClient, 'updateReport', { reportId, status: 'resolved', note: 'Fixed' });
    await call(admin, 'updateReport', { reportId, status: 'in-review', note: 'Again' });
    await runFixerJob(admin, 'finishInterruptedDeletions', 'dry-run');
    const liveQuestion = await createLiveQuestion({ kind: 'wordCloud', maxEntries: 3 });
    await call(citizen, 'submitLiveResponse', { ...liveQuestion, response: { kind: 'wordCloud', entries: ['tram'] } });
    await call(admin, 'moderateLiveQuestion', {
      pollId: liveQuestion.pollId,
      action: 'hideResponse',
      uid: citizen.uid,
    });
    // What the create callables and the caption and camera functions write, written as they write it.
    await db.doc(`${COLLECTIONS.polls}/${liveQuestion.pollId}`).update({ createdBy: uid });
    await db.collection(COLLECTIONS.constitutionalVotes).add({ title: 'Charter', status: 'draft', createdBy: uid });
    await db.collection(COLLECTIONS.games).add({ title: 'Quiz', active: false, createdBy: uid });
    await db.collection(COLLECTIONS.questionSets).add({ title: 'Civics', createdBy: uid });
    await event.collection(COLLECTIONS.captions).add({ text: 'Welcome', captionerUid: uid, at: now });
    await event
      .collection(COLLECTIONS.captioners)
      .doc(uid)
      .set({ recent: [now] });
    await event.collection(CAMERA_PATHS.camera).doc(CAMERA_PATHS.broadcastDoc).set({
      broadcastId: 'b1',
      broadcasterUid: uid,
      viewerCap: 8,
      startedAt: now,
    });
    await event
      .collection(CAMERA_PATHS.camera)
      .doc(CAMERA_PATHS.slotsDoc)
      .set({ broadcastId: 'b1', viewerUids: [citizen.uid!] });
    await event
      .collection(CAMERA_PATHS.peers)
      .doc(citizen.uid!)
      .set({ broadcastId: 'b1', broadcasterUid: uid, joinId: 'j1', joinedAt: now });

    await call(adminClient, 'deleteUser', { uid });
    expect(await leftBehind({ uid, ...traces })).toEqual([]);
    // The records stay, naming one anonymous administrator instead.
    const anonymous = (await event.get()).get('createdBy') as string;
    expect(anonymous).toMatch(/^deleted-/);
    const report = (await db.doc(`${COLLECTIONS.reports}/${reportId}`).get()).data()!;
    expect(report).toMatchObject({ handledBy: anonymous, handledByName: DELETED_USER_NAME, status: 'in-review' });
    expect((report.history as { by: string }[]).map((entry) => entry.by)).toEqual([
      citizen.uid,
      anonymous,
      expect.not.stringMatching(/^deleted-/),
      anonymous,
    ]);
    const comment = await db.doc(`${COLLECTIONS.events}/${event.id}/${COLLECTIONS.comments}/${commentId}`).get();
    expect(comment.get('moderatedBy')).toBe(anonymous);
  });
});

describe('upvotes, whatever their shape', { timeout: 300_000 }, () => {
  it('an upvote written just before the deletion (its counting trigger not run yet) is found by its uid', async () => {
    const citizen = await uniqueCitizen();
    const client = await clientFor(citizen);
    const event = await liveRoom('Transit hearing');
    const { commentId } = await call(neighbour, 'postComment', {
      eventId: event.id,
      text: 'Night buses?',
      kind: 'question',
    });
    const upvote = event.collection(COLLECTIONS.comments).doc(commentId).collection(COLLECTIONS.upvotes);
    // Written by the browser, as the room writes it: the rules require the voter's uid in it.
    await setDoc(doc(client.db, upvote.path, citizen.uid), {
      at: serverTimestamp(),
      uid: citizen.uid,
      eventId: event.id,
    });
    expect(await call(client, 'deleteMyAccount', CONFIRM)).toEqual({ uid: citizen.uid, deleted: true });
    expect(await leftBehind(citizen)).toEqual([]);
    expect((await upvote.get()).docs.map((d) => d.id)).toEqual([expect.stringMatching(/^deleted-/)]);
  });

  it('an upvote of the shape before upvotes carried their voter (no `uid`) gets it from the fixer, then the deletion finds it', async () => {
    const citizen = await uniqueCitizen();
    const client = await clientFor(citizen);
    const event = await liveRoom('Library hearing');
    const question = event.collection(COLLECTIONS.comments).doc();
    await question.set({
      eventId: event.id,
      kind: 'question',
      text: 'Sunday hours?',
      status: 'visible',
      authorUid: null,
    });
    const upvotes = question.collection(COLLECTIONS.upvotes);
    // As the browser wrote it before issue 35, whose counting trigger never ran: only the time.
    await upvotes.doc(citizen.uid).set({ at: Timestamp.now() });
    const dry = await runFixerJob(adminClient, 'stampUpvoteVoters', 'dry-run');
    expect(dry.changes.filter((change) => change.item.includes(event.id))).toHaveLength(1);
    await runFixerJob(adminClient, 'stampUpvoteVoters', 'run');
    expect((await upvotes.doc(citizen.uid).get()).data()).toMatchObject({ uid: citizen.uid, eventId: event.id });
    expect(await call(client, 'deleteMyAccount', CONFIRM)).toEqual({ uid: citizen.uid, deleted: true });
    expect(await leftBehind(citizen)).toEqual([]);
    expect((await upvotes.get()).docs.map((d) => d.id)).toEqual([expect.stringMatching(/^deleted-/)]);
  });
});

describe('a trigger that runs after the deletion', { timeout: 120_000 }, () => {
  it('gives the deleted uid no attendance record back', async () => {
    const citizen = await uniqueCitizen();
    const client = await clientFor(citizen);
    const event = await liveRoom('Parks hearing');
    expect(await call(client, 'deleteMyAccount', CONFIRM)).toEqual({ uid: citizen.uid, deleted: true });
    // The vote counter's (or a comment's, a reaction's, a join's) mark, delivered late.
    await markAttendance(event.id, citizen.uid, 'voted');
    expect((await event.collection(COLLECTIONS.attendance).doc(citizen.uid).get()).exists).toBe(false);
    expect(await leftBehind(citizen)).toEqual([]);
  });
});
