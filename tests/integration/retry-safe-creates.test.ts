/**
 * A create is safe to retry (docs/trust.md "Retrying a create"): the browser sends a request id with
 * each form submission and keeps it across retries; the server answers a repeat of the same request
 * with the first outcome instead of creating again or hiding what happened.
 */
import { COLLECTIONS, type PollInput } from '@civic/domain';
import { doc, getDoc } from 'firebase/firestore';
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminAuth, createTestAccount, db } from '../support/emulators/admin.js';
import { call, refusalOf } from '../support/emulators/callables.js';
import { clientPool, testClient, type TestClient } from '../support/emulators/client.js';

const clientFor = clientPool();
const HOUR = 3_600_000;
const newEmail = () => `retried-${randomUUID().slice(0, 8)}@test.civic`;
const auditOf = async (uid: string) =>
  (await db.collection(COLLECTIONS.auditLog).where('target', '==', uid).get()).docs.map((d) => d.data());

let admin: TestClient;
let otherAdmin: TestClient;
beforeAll(async () => {
  const [first, second] = await Promise.all([createTestAccount('admin'), createTestAccount('admin')]);
  [admin, otherAdmin] = await Promise.all([clientFor(first), clientFor(second)]);
});

describe('createUser with a request id', () => {
  it('a replayed request creates one account and answers the first outcome, temporary password included', async () => {
    const request = {
      email: newEmail(),
      displayName: 'Retried',
      role: 'user',
      password: 'Retry-pass-1',
      requestId: randomUUID(),
    };
    const first = await call(admin, 'createUser', request);
    expect(first).toMatchObject({ outcome: 'created', email: request.email, temporaryPassword: 'Retry-pass-1' });
    // The browser gave up (deadline-exceeded) and the admin pressed Create again.
    const replayed = await call(admin, 'createUser', request);
    expect(replayed).toEqual(first);
    expect(await auditOf(first.uid)).toHaveLength(1);
    const signedIn = await testClient({ email: request.email, password: 'Retry-pass-1' });
    expect(signedIn.uid).toBe(first.uid);
    await signedIn.close();
  });

  it('a doubled request (two at once) creates one account; each answer is the outcome or “still being handled”', async () => {
    const request = { email: newEmail(), displayName: 'Doubled', role: 'user', requestId: randomUUID() };
    const answers = await Promise.allSettled([call(admin, 'createUser', request), call(admin, 'createUser', request)]);
    const created = answers.flatMap((answer) => (answer.status === 'fulfilled' ? [answer.value] : []));
    for (const answer of answers) {
      if (answer.status === 'rejected') expect(answer.reason).toMatchObject({ code: 'functions/aborted' });
    }
    const settled = await call(admin, 'createUser', request);
    expect(settled.outcome).toBe('created');
    expect(settled.temporaryPassword).toEqual(expect.any(String));
    for (const answer of created) expect(answer).toEqual(settled);
    expect((await adminAuth.getUserByEmail(request.email)).uid).toBe(settled.uid);
    expect(await auditOf(settled.uid)).toHaveLength(1);
  });

  it('only the admin who sent the request gets its outcome back: another admin’s same id is a new request', async () => {
    const request = { email: newEmail(), displayName: 'Mine', role: 'user', requestId: randomUUID() };
    const mine = await call(admin, 'createUser', request);
    const theirs = await call(otherAdmin, 'createUser', request);
    expect(theirs).toEqual({ outcome: 'existed', uid: mine.uid, email: request.email, temporaryPassword: null });
  });

  it('the same request id with a different request is refused, and nothing is created', async () => {
    const requestId = randomUUID();
    await call(admin, 'createUser', { email: newEmail(), displayName: 'One', role: 'user', requestId });
    const other = newEmail();
    const refusal = await refusalOf(admin, 'createUser', { email: other, displayName: 'Two', role: 'user', requestId });
    expect(refusal.code).toBe('failed-precondition');
    await expect(adminAuth.getUserByEmail(other)).rejects.toMatchObject({ code: 'auth/user-not-found' });
  });

  it('the stored outcomes are server only: no browser reads them, not even an admin', async () => {
    const request = { email: newEmail(), displayName: 'Secret', role: 'user', requestId: randomUUID() };
    await call(admin, 'createUser', request);
    const stored = await db.collection(COLLECTIONS.requestOutcomes).where('callerUid', '==', admin.uid).get();
    expect(stored.size).toBeGreaterThan(0);
    for (const record of stored.docs) {
      await expect(getDoc(doc(admin.db, COLLECTIONS.requestOutcomes, record.id))).rejects.toMatchObject({
        code: 'permission-denied',
      });
    }
  });
});

describe('other creates with a request id', () => {
  const pollInput = (question: string): PollInput => ({
    kind: 'poll',
    question,
    description: 'Retried poll',
    options: [{ label: 'Yes' }, { label: 'No' }],
    published: false,
    opensAt: Date.now() + HOUR,
    closesAt: Date.now() + 2 * HOUR,
    resultsVisibility: 'live',
    sponsor: null,
  });

  it('a replayed createPoll creates one poll and answers its id again', async () => {
    const question = `Retried ${randomUUID()}`;
    const request = { poll: pollInput(question), requestId: randomUUID() };
    const first = await call(admin, 'createPoll', request);
    const replayed = await call(admin, 'createPoll', request);
    expect(replayed).toEqual(first);
    const polls = await db.collection(COLLECTIONS.polls).where('question', '==', question).get();
    expect(polls.docs.map((poll) => poll.id)).toEqual([first.pollId]);
  });
});
