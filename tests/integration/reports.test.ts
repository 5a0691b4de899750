/**
 * Report callables on the emulators: filing about a comment or a problem, one open report per
 * user per comment, the workflow open → in review → resolved/dismissed with note, who and when,
 * and that a reporter sees their own reports only.
 */
import { COLLECTIONS, commentReportId, REPORT_EVIDENCE_DOC } from '@civic/domain';
import { collection, deleteDoc, doc, getDoc, getDocs, query, where } from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestAccount, db } from '../support/emulators/admin.js';
import { call, refusalOf } from '../support/emulators/callables.js';
import { clientPool, type TestClient } from '../support/emulators/client.js';
import { liveEventDoc } from '../support/fixtures/live-events.js';

const clientFor = clientPool();

let adminClient: TestClient;
let poster: TestClient;
let eventId: string;
let commentId: string;
beforeAll(async () => {
  const [admin, user] = await Promise.all([createTestAccount('admin'), createTestAccount('user')]);
  [adminClient, poster] = await Promise.all([clientFor(admin), clientFor(user)]);
  const event = db.collection(COLLECTIONS.events).doc();
  // A whole event (a partial one breaks the screens that list every event, which the e2e files
  // open after this suite), signed-in only so no other file's /stream shows it.
  await event.set(liveEventDoc('Budget hearing', { visibility: 'signed-in' }));
  eventId = event.id;
  ({ commentId } = await call(poster, 'postComment', { eventId, text: 'You are all idiots', kind: 'comment' }));
  // The first call of a callable starts its function worker: slow on a loaded emulator machine.
}, 180_000);

afterAll(async () => {
  await db.collection(COLLECTIONS.events).doc(eventId).update({ status: 'ended' });
});

const reporter = async () => clientFor(await createTestAccount('user'));
const commentReport = (text = 'Insulting') => ({ subject: 'comment', category: 'abuse', text, eventId, commentId });
const reportDoc = async (id: string) => (await db.collection(COLLECTIONS.reports).doc(id).get()).data();

// The first call of each callable starts its function worker: slow on a loaded emulator machine.
describe('filing reports', { timeout: 180_000 }, () => {
  it('a user reports a comment: the server stamps reporter, a snapshot of the comment, and counts it on the comment', async () => {
    const client = await reporter();
    const { reportId } = await call(client, 'fileReport', commentReport());
    expect(reportId).toBe(commentReportId(eventId, commentId, client.uid!));
    expect(await reportDoc(reportId)).toMatchObject({
      status: 'open',
      reporterUid: client.uid,
      reporterName: 'Test user',
      text: 'Insulting',
    });
    // The text of the comment is kept apart, for admins only (see the privacy tests below).
    expect((await reportDoc(reportId))?.commentText).toBeUndefined();
    const comment = await db
      .collection(COLLECTIONS.events)
      .doc(eventId)
      .collection(COLLECTIONS.comments)
      .doc(commentId)
      .get();
    expect(comment.get('reportCount')).toBeGreaterThanOrEqual(1);
  });

  it('reporting the same comment twice while the first is open is refused (aborted), even at the same moment', async () => {
    const client = await reporter();
    const results = await Promise.allSettled([
      call(client, 'fileReport', commentReport()),
      call(client, 'fileReport', commentReport()),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    await new Promise((r) => setTimeout(r, 5_100));
    const again = await refusalOf(client, 'fileReport', commentReport('Again'));
    expect(again).toEqual({ code: 'aborted', message: 'You have already reported this comment (open).' });
  });

  it('a problem report needs no comment; a report over 1 000 characters or with a forged comment is invalid', async () => {
    const client = await reporter();
    const { reportId } = await call(client, 'fileReport', {
      subject: 'stream',
      category: 'technical',
      text: 'No sound',
      eventId,
      commentId: null,
    });
    expect((await reportDoc(reportId))?.subject).toBe('stream');
    for (const payload of [
      { ...commentReport('x'.repeat(1001)) },
      { ...commentReport(), commentId: 'a/b' },
      { subject: 'stream', category: 'technical', text: 'x', eventId, commentId },
      { subject: 'comment', category: 'abuse', text: 'x', eventId, commentId: null },
    ]) {
      expect((await refusalOf(client, 'fileReport', payload)).code).toBe('invalid-argument');
    }
  });

  it('a citizen reports a problem with the vote or their account at any time, with no event: it is theirs to follow', async () => {
    const client = await reporter();
    const filed = [];
    for (const subject of ['vote', 'account', 'poll', 'other'] as const) {
      const text = `About the ${subject}`;
      // One report per 5 s per account (the commenting rate limit): this test waits its turn.
      if (filed.length > 0) await new Promise((r) => setTimeout(r, 5_100));
      const { reportId } = await call(client, 'fileReport', {
        subject,
        category: 'other',
        text,
        eventId: null,
        commentId: null,
      });
      filed.push(reportId);
      expect(await reportDoc(reportId)).toMatchObject({
        subject,
        eventId: null,
        commentId: null,
        status: 'open',
        reporterUid: client.uid,
      });
    }
    const mine = await getDocs(
      query(collection(client.db, COLLECTIONS.reports), where('reporterUid', '==', client.uid)),
    );
    expect(mine.docs.map((d) => d.id).sort()).toEqual([...filed].sort());
  });

  it('refuses a vote or account report that names an event, a stream report without one, and an unknown subject', async () => {
    const client = await reporter();
    for (const payload of [
      { subject: 'vote', category: 'other', text: 'x', eventId, commentId: null },
      { subject: 'account', category: 'other', text: 'x', eventId, commentId: null },
      { subject: 'stream', category: 'technical', text: 'x', eventId: null, commentId: null },
      { subject: 'account', category: 'other', text: 'x', eventId: null, commentId },
      { subject: 'password', category: 'other', text: 'x', eventId: null, commentId: null },
      { subject: 'account', category: 'other', text: '   ', eventId: null, commentId: null },
    ]) {
      expect((await refusalOf(client, 'fileReport', payload)).code, JSON.stringify(payload)).toBe('invalid-argument');
    }
    const written = await db.collection(COLLECTIONS.reports).where('reporterUid', '==', client.uid).get();
    expect(written.size).toBe(0);
  });

  it('a stream or poll report must name an event the reporter could see: not an unknown, draft or scheduled one', async () => {
    const client = await reporter();
    const [draft, scheduled] = [db.collection(COLLECTIONS.events).doc(), db.collection(COLLECTIONS.events).doc()];
    await Promise.all([
      draft.set(liveEventDoc('Secret draft', { status: 'draft', visibility: 'signed-in', wentLiveAt: null })),
      scheduled.set(liveEventDoc('Next week', { status: 'scheduled', visibility: 'signed-in', wentLiveAt: null })),
    ]);
    const refusals = [];
    for (const subject of ['stream', 'poll'] as const) {
      for (const named of ['no-such-event', draft.id, scheduled.id]) {
        const payload = { subject, category: 'technical', text: 'No sound', eventId: named, commentId: null };
        refusals.push([subject, named, (await refusalOf(client, 'fileReport', payload)).code]);
      }
    }
    expect(refusals).toEqual([
      ['stream', 'no-such-event', 'not-found'],
      ['stream', draft.id, 'not-found'],
      ['stream', scheduled.id, 'failed-precondition'],
      ['poll', 'no-such-event', 'not-found'],
      ['poll', draft.id, 'not-found'],
      ['poll', scheduled.id, 'failed-precondition'],
    ]);
    const written = await db.collection(COLLECTIONS.reports).where('reporterUid', '==', client.uid).get();
    expect(written.size).toBe(0);
  });

  it('report text follows the text policy: control and bidi characters, or no letter at all, are invalid-argument', async () => {
    const client = await reporter();
    const refused: [string, string][] = [
      ['a right-to-left override, a bell and an ANSI escape', '\u202Enimda\u0007\u001B[31m'],
      ['a right-to-left override alone', '\u202Enimda'],
      ['combining marks only', '\u0301\u0308\u0303'],
      ['a zero-width space, a Hangul filler and the braille blank', '\u200B\u3164\u2800'],
    ];
    for (const [what, text] of refused) {
      const payload = { subject: 'account', category: 'other', text, eventId: null, commentId: null };
      expect((await refusalOf(client, 'fileReport', payload)).code, what).toBe('invalid-argument');
    }
    const written = await db.collection(COLLECTIONS.reports).where('reporterUid', '==', client.uid).get();
    expect(written.size).toBe(0);
  });

  it('a disabled account cannot report its account, even with its still-valid token', async () => {
    const account = await createTestAccount('user');
    const client = await clientFor(account);
    await client.idToken();
    await call(adminClient, 'setUserStatus', { uid: account.uid, status: 'disabled' });
    const refusal = await refusalOf(client, 'fileReport', {
      subject: 'account',
      category: 'other',
      text: 'Let me back in',
      eventId: null,
      commentId: null,
    });
    expect(refusal.code).toMatch(/^(permission-denied|unauthenticated)$/);
    const written = await db.collection(COLLECTIONS.reports).where('reporterUid', '==', account.uid).get();
    expect(written.size).toBe(0);
  });

  it('reporting a comment that does not exist is not-found; a visitor cannot report', async () => {
    const client = await reporter();
    expect((await refusalOf(client, 'fileReport', { ...commentReport(), commentId: 'missing' })).code).toBe(
      'not-found',
    );
    expect((await refusalOf(await clientFor(), 'fileReport', commentReport())).code).toBe('unauthenticated');
  });
});

describe('the workflow', () => {
  it('open → in review → resolved with note, who and when; the reporter sees "resolved"; a user cannot change it', async () => {
    const client = await reporter();
    const { reportId } = await call(client, 'fileReport', commentReport());
    expect((await refusalOf(client, 'updateReport', { reportId, status: 'resolved', note: 'me' })).code).toBe(
      'permission-denied',
    );
    await call(adminClient, 'updateReport', { reportId, status: 'in-review', note: '' });
    expect((await refusalOf(adminClient, 'updateReport', { reportId, status: 'resolved', note: '' })).code).toBe(
      'invalid-argument',
    );
    await call(adminClient, 'updateReport', { reportId, status: 'resolved', note: 'Comment hidden, author timed out' });
    const saved = await reportDoc(reportId);
    expect(saved).toMatchObject({
      status: 'resolved',
      note: 'Comment hidden, author timed out',
      handledBy: adminClient.uid,
      handledByName: 'Test admin',
    });
    expect(saved?.history.map((h: { status: string }) => h.status)).toEqual(['open', 'in-review', 'resolved']);
    expect(saved?.handledAt).toBeTruthy();

    const seen = await getDoc(doc(client.db, COLLECTIONS.reports, reportId));
    expect(seen.get('status')).toBe('resolved');
    const audit = await db.collection(COLLECTIONS.auditLog).where('target', '==', `reports/${reportId}`).get();
    expect(audit.size).toBe(2);
  });

  it('a closed report cannot jump straight to resolved again; reporting again after it closed re-opens it', async () => {
    const client = await reporter();
    const { reportId } = await call(client, 'fileReport', commentReport());
    await call(adminClient, 'updateReport', { reportId, status: 'dismissed', note: 'Not abusive' });
    expect((await refusalOf(adminClient, 'updateReport', { reportId, status: 'resolved', note: 'x' })).code).toBe(
      'aborted',
    );
    await new Promise((r) => setTimeout(r, 5_100));
    await call(client, 'fileReport', commentReport('It happened again'));
    expect(await reportDoc(reportId)).toMatchObject({ status: 'open', text: 'It happened again' });
  });

  it('an unknown report is not-found', async () => {
    expect(
      (await refusalOf(adminClient, 'updateReport', { reportId: 'nope', status: 'in-review', note: '' })).code,
    ).toBe('not-found');
  });
});

describe('privacy', () => {
  it('a hidden or deleted comment’s text reaches no citizen through a report; admins keep the snapshot', async () => {
    // Each post from a fresh account: posting is rate limited per account.
    const authors: Record<string, string> = {};
    const post = async (text: string) => {
      const client = await reporter();
      const { commentId: id } = await call(client, 'postComment', { eventId, text, kind: 'comment' });
      authors[id] = client.uid!;
      return id;
    };
    const moderate = (id: string, action: 'hide' | 'remove') =>
      call(adminClient, 'moderateComment', { eventId, commentId: id, action, reason: 'abuse' });
    const ownReports = async (client: TestClient) =>
      (
        await getDocs(query(collection(client.db, COLLECTIONS.reports), where('reporterUid', '==', client.uid)))
      ).docs.map((d) => d.data());
    // Reported while visible, then hidden: the reporter's copy never held the text.
    const [early, late, author] = await Promise.all([reporter(), reporter(), reporter()]);
    const hiddenLater = await post('Secret slur one');
    const { reportId } = await call(early, 'fileReport', { ...commentReport(), commentId: hiddenLater });
    await moderate(hiddenLater, 'hide');
    expect(JSON.stringify(await ownReports(early))).not.toContain('Secret slur one');
    // Reported after it was hidden (or deleted, or by its own author after deleting it): refused,
    // nothing written.
    const hidden = await post('Secret slur two');
    await moderate(hidden, 'hide');
    const removed = await post('Secret slur three');
    await moderate(removed, 'remove');
    for (const id of [hidden, removed]) {
      expect(await refusalOf(late, 'fileReport', { ...commentReport(), commentId: id })).toEqual({
        code: 'not-found',
        message: 'That comment is no longer shown.',
        reason: 'comment-gone',
      });
    }
    expect(await ownReports(late)).toEqual([]);
    expect(await reportDoc(commentReportId(eventId, hidden, late.uid!))).toBeUndefined();
    // An author who reported their own comment, then deleted it: their report keeps no text.
    const { commentId: own } = await call(author, 'postComment', {
      eventId,
      text: 'Secret slur four',
      kind: 'comment',
    });
    await call(author, 'fileReport', { ...commentReport(), commentId: own });
    await deleteDoc(doc(author.db, COLLECTIONS.events, eventId, COLLECTIONS.comments, own));
    expect(JSON.stringify(await ownReports(author))).not.toContain('Secret slur four');
    // The moderators' snapshot of the reported text, which only admins read.
    const evidence = doc(
      adminClient.db,
      COLLECTIONS.reports,
      reportId,
      COLLECTIONS.reportEvidence,
      REPORT_EVIDENCE_DOC,
    );
    expect((await getDoc(evidence)).data()).toMatchObject({ text: 'Secret slur one', authorUid: authors[hiddenLater] });
    const asReporter = doc(early.db, COLLECTIONS.reports, reportId, COLLECTIONS.reportEvidence, REPORT_EVIDENCE_DOC);
    await expect(getDoc(asReporter)).rejects.toMatchObject({ code: 'permission-denied' });
  });

  it('a user lists only their own reports and cannot read another user’s', async () => {
    const [alice, bob] = await Promise.all([reporter(), reporter()]);
    const { reportId } = await call(alice, 'fileReport', commentReport());
    await expect(getDoc(doc(bob.db, COLLECTIONS.reports, reportId))).rejects.toMatchObject({
      code: 'permission-denied',
    });
    const mine = await getDocs(query(collection(alice.db, COLLECTIONS.reports), where('reporterUid', '==', alice.uid)));
    expect(mine.docs.map((d) => d.id)).toEqual([reportId]);
  });
});
