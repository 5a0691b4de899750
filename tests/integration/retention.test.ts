/**
 * Retention (docs/privacy.md, "How long things are kept") on the emulators, which never run TTL
 * deletion: audit entries carry the expiry their TTL policy deletes them at, and the daily sweep
 * deletes exactly the joins, samples and closed reports that are due, and nothing else.
 */
import {
  AUDIT_RETENTION_DAYS,
  COLLECTIONS,
  DAY_MS,
  REPORT_EVIDENCE_DOC,
  type EventDoc,
  type ReportStatus,
} from '@civic/domain';
import { Timestamp, type DocumentReference } from 'firebase-admin/firestore';
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestAccount, db } from '../support/emulators/admin.js';
import { call } from '../support/emulators/callables.js';
import { clientPool } from '../support/emulators/client.js';
import { runFixerJob } from '../support/fixtures/fixer-jobs.js';

const { sweepExpired } = await import('../../functions/src/retention/lib/sweepExpired.js');

const clientFor = clientPool();
const daysAgo = (days: number) => Timestamp.fromMillis(Date.now() - days * DAY_MS);
const exists = async (ref: DocumentReference) => (await ref.get()).exists;

describe('audit entries', { timeout: 180_000 }, () => {
  it('carry an expiry two years after they were written, for their TTL policy', async () => {
    const [admin, citizen] = await Promise.all([createTestAccount('admin'), createTestAccount('user')]);
    const { reportId } = await call(await clientFor(citizen), 'fileReport', {
      subject: 'other',
      category: 'technical',
      text: 'The sound drops',
      eventId: null,
      commentId: null,
    });
    await call(await clientFor(admin), 'updateReport', { reportId, status: 'dismissed', note: 'Fixed upstream' });
    const entries = await db.collection(COLLECTIONS.auditLog).where('target', '==', `reports/${reportId}`).get();
    expect(entries.size).toBe(1);
    const { at, expireAt } = entries.docs[0]!.data() as { at: Timestamp; expireAt: Timestamp };
    // Stamped by the function's clock just after the server's `at`: the same moment within a minute.
    expect(Math.abs(expireAt.toMillis() - at.toMillis() - AUDIT_RETENTION_DAYS * DAY_MS)).toBeLessThan(60_000);
  });
});

describe('audit entries written before they had an expiry', { timeout: 180_000 }, () => {
  it('get one from the fixer’s “Stamp audit entries’ expiry”: the dry run reports them, the run stamps them', async () => {
    const action = `legacy-${randomUUID().slice(0, 8)}`;
    const log = db.collection(COLLECTIONS.auditLog);
    const written = { old: daysAgo(800), recent: daysAgo(30) };
    const refs = await Promise.all(
      Object.values(written).map((at) => log.add({ actorUid: 'someone', action, target: null, details: {}, at })),
    );
    const expiry = daysAgo(-720);
    const stamped = await log.add({
      actorUid: 'someone',
      action,
      target: null,
      details: {},
      at: daysAgo(10),
      expireAt: expiry,
    });
    const ours = (job: { changes: { item: string; after: string }[] }) =>
      job.changes.filter((change) => change.item.includes(action));
    const admin = await clientFor(await createTestAccount('admin'));

    const dry = await runFixerJob(admin, 'stampAuditExpiry', 'dry-run');
    expect(ours(dry)).toHaveLength(2);
    for (const ref of refs) expect((await ref.get()).get('expireAt')).toBeUndefined();

    await runFixerJob(admin, 'stampAuditExpiry', 'run');
    for (const [ref, at] of refs.map((ref, i) => [ref, Object.values(written)[i]!] as const)) {
      const expireAt = (await ref.get()).get('expireAt') as Timestamp;
      expect(expireAt.toMillis() - at.toMillis()).toBe(AUDIT_RETENTION_DAYS * DAY_MS);
    }
    // An entry that had its expiry keeps it.
    expect(((await stamped.get()).get('expireAt') as Timestamp).isEqual(expiry)).toBe(true);
    expect(ours(await runFixerJob(admin, 'stampAuditExpiry', 'dry-run'))).toEqual([]);
  });
});

describe('the daily retention sweep', { timeout: 120_000 }, () => {
  const event = db.collection(COLLECTIONS.events).doc();
  const join = (uid: string) => event.collection(COLLECTIONS.viewerJoins).doc(uid);
  const sample = (minute: string) => event.collection(COLLECTIONS.viewerSamples).doc(minute);
  const report = (name: string) => db.collection(COLLECTIONS.reports).doc(`retention-${event.id}-${name}`);
  const evidence = (name: string) => report(name).collection(COLLECTIONS.reportEvidence).doc(REPORT_EVIDENCE_DOC);
  const closedReport = async (name: string, status: ReportStatus, handledDaysAgo: number) => {
    await report(name).set({ status, handledAt: daysAgo(handledDaysAgo), text: 'Spam', reporterUid: 'someone' });
    await evidence(name).set({ text: 'Buy now', authorUid: 'spammer', takenAt: daysAgo(handledDaysAgo + 1) });
  };

  const game = (name: string) => db.collection(COLLECTIONS.games).doc(`retention-${event.id}-${name}`);
  const player = (name: string) => game(name).collection(COLLECTIONS.players).doc('someone');
  const oldGame = async (name: string, active: boolean, updatedDaysAgo: number) => {
    await game(name).set({ title: 'Civics quiz', active, phase: 'podium', updatedAt: daysAgo(updatedDaysAgo) });
    await Promise.all([
      player(name).set({ displayName: 'Someone', score: 300 }),
      game(name).collection(COLLECTIONS.gameAnswers).doc('0_someone').set({ uid: 'someone', questionIndex: 0 }),
      game(name).collection(COLLECTIONS.gameQuestions).doc('0').set({ prompt: 'Who?' }),
      game(name).collection(COLLECTIONS.playerShards).doc('0').set({ count: 1 }),
    ]);
  };
  const below = (name: string) => [
    player(name),
    game(name).collection(COLLECTIONS.gameAnswers).doc('0_someone'),
    game(name).collection(COLLECTIONS.gameQuestions).doc('0'),
    game(name).collection(COLLECTIONS.playerShards).doc('0'),
  ];
  const job = (name: string) => db.collection(COLLECTIONS.jobs).doc(`retention-${event.id}-${name}`);

  beforeAll(async () => {
    await event.set({ title: 'Old hearing', status: 'ended' } satisfies Partial<EventDoc>);
    await Promise.all([
      join('old').set({ at: daysAgo(91) }),
      join('recent').set({ at: daysAgo(89) }),
      sample('old').set({ at: daysAgo(366), count: 12 }),
      sample('recent').set({ at: daysAgo(300), count: 40 }),
      closedReport('resolved-old', 'resolved', 366),
      closedReport('dismissed-old', 'dismissed', 400),
      closedReport('resolved-recent', 'resolved', 364),
      // Reopened long after it was first handled: someone is working on it, so it stays.
      closedReport('in-review-old', 'in-review', 500),
      oldGame('finished-old', false, 366),
      oldGame('finished-recent', false, 300),
      // Still running (an abandoned lobby): an admin ends it first.
      oldGame('active-old', true, 500),
      job('old').set({ kind: 'recountPollTallies', status: 'done', updatedAt: daysAgo(181) }),
      job('recent').set({ kind: 'recountPollTallies', status: 'done', updatedAt: daysAgo(100) }),
    ]);
  });

  it('deletes what is due, keeps the rest, and finds nothing more on a second run', async () => {
    const removed = await sweepExpired(Date.now());
    expect(removed[COLLECTIONS.viewerJoins]).toBeGreaterThanOrEqual(1);
    expect(removed[COLLECTIONS.viewerSamples]).toBeGreaterThanOrEqual(1);
    expect(removed[COLLECTIONS.reports]).toBeGreaterThanOrEqual(2);

    expect(await exists(join('old'))).toBe(false);
    expect(await exists(join('recent'))).toBe(true);
    expect(await exists(sample('old'))).toBe(false);
    expect(await exists(sample('recent'))).toBe(true);
    for (const name of ['resolved-old', 'dismissed-old']) {
      expect(await exists(report(name)), name).toBe(false);
      expect(await exists(evidence(name)), `${name}'s evidence`).toBe(false);
    }
    for (const name of ['resolved-recent', 'in-review-old']) {
      expect(await exists(report(name)), name).toBe(true);
      expect(await exists(evidence(name)), `${name}'s evidence`).toBe(true);
    }

    expect(await exists(game('finished-old'))).toBe(false);
    // Everything below it went too. (Not "no subcollection left": the lobby trigger that creating
    // the player set off here may still write its pulse after the sweep, which a year-old game
    // never does.)
    for (const ref of below('finished-old')) expect(await exists(ref), ref.path).toBe(false);
    for (const name of ['finished-recent', 'active-old']) {
      expect(await exists(game(name)), name).toBe(true);
      expect(await exists(player(name)), `${name}'s player`).toBe(true);
    }
    expect(await exists(job('old'))).toBe(false);
    expect(await exists(job('recent'))).toBe(true);

    const again = await sweepExpired(Date.now());
    expect(again).toEqual({
      [COLLECTIONS.viewerJoins]: 0,
      [COLLECTIONS.viewerSamples]: 0,
      [COLLECTIONS.reports]: 0,
      [COLLECTIONS.games]: 0,
      [COLLECTIONS.jobs]: 0,
    });
  });
});

describe('an event’s comment switches', { timeout: 120_000 }, () => {
  it('go with the event when an admin deletes it', async () => {
    const admin = await clientFor(await createTestAccount('admin'));
    const event = db.collection(COLLECTIONS.events).doc();
    await event.set({ title: 'Old hearing', status: 'ended' } satisfies Partial<EventDoc>);
    await call(admin, 'updateCommentSettings', { eventId: event.id, slowModeSeconds: 30 });
    const settings = db.collection(COLLECTIONS.commentSettings).doc(event.id);
    expect(await exists(settings)).toBe(true);
    await call(admin, 'deleteEvent', { eventId: event.id });
    expect(await exists(event)).toBe(false);
    expect(await exists(settings)).toBe(false);
  });
});
