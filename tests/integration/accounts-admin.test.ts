/**
 * The account-administration callables on the emulators: who may call them, what they change, what
 * they refuse. Every admin callable is called by a plain user (permission-denied) and with a bad
 * payload (invalid-argument, nothing written).
 */
import { COLLECTIONS, DELETED_USER_NAME, type CallableName, type CommentDoc, type VoteDoc } from '@civic/domain';
import { signInWithEmailAndPassword } from 'firebase/auth';
import { httpsCallable } from 'firebase/functions';
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminAuth, createTestAccount, db, type TestAccount } from '../support/emulators/admin.js';
import { clientPool, testClient } from '../support/emulators/client.js';
import { FORBIDDEN_NAME_ATTACKS } from '../support/fixtures/text-attacks.js';

const clientFor = clientPool();

async function call(name: CallableName, as: TestAccount | undefined, data: unknown): Promise<unknown> {
  const client = await clientFor(as);
  return (await httpsCallable(client.functions, name)(data)).data;
}

const record = async (uid: string) => (await db.collection(COLLECTIONS.users).doc(uid).get()).data();
const auditOf = async (uid: string) =>
  (await db.collection(COLLECTIONS.auditLog).where('target', '==', uid).get()).docs.map((d) => d.data());
const newEmail = () => `created-${randomUUID().slice(0, 8)}@test.civic`;

let admin: TestAccount;
let user: TestAccount;
beforeAll(async () => {
  [admin, user] = await Promise.all([createTestAccount('admin'), createTestAccount('user')]);
});

describe('every admin callable refuses plain users and visitors', () => {
  type AdminCallable = Extract<
    CallableName,
    'setUserRole' | 'setUserStatus' | 'setUserEligibility' | 'deleteUser' | 'createUser' | 'importUsersChunk'
  >;
  const payloads = (target: string): Record<AdminCallable, unknown> => ({
    setUserRole: { uid: target, role: 'admin' },
    setUserStatus: { uid: target, status: 'disabled' },
    setUserEligibility: { uid: target, eligible: true },
    deleteUser: { uid: target },
    createUser: { email: newEmail(), displayName: 'Sneaky', role: 'admin', password: 'Sneaky-pass-1' },
    importUsersChunk: {
      importId: 'sneaky',
      chunkIndex: 0,
      rows: [{ line: 2, email: newEmail(), displayName: 'Sneaky', role: 'admin' }],
    },
  });

  it.each(Object.keys(payloads('x')) as AdminCallable[])(
    '%s: a user gets permission-denied, a visitor unauthenticated, and nothing changes',
    async (name) => {
      const victim = await createTestAccount('user');
      const data = payloads(victim.uid)[name];
      await expect(call(name, user, data)).rejects.toMatchObject({ code: 'functions/permission-denied' });
      await expect(call(name, undefined, data)).rejects.toMatchObject({ code: 'functions/unauthenticated' });
      expect(await record(victim.uid)).toMatchObject({ role: 'user', status: 'active', eligible: false });
      expect((await adminAuth.getUser(victim.uid)).disabled).toBe(false);
      expect(await auditOf(victim.uid)).toEqual([]);
      const { email, rows } = data as { email?: string; rows?: { email: string }[] };
      const wouldCreate = email ?? rows?.[0]?.email;
      if (wouldCreate) {
        await expect(adminAuth.getUserByEmail(wouldCreate)).rejects.toMatchObject({ code: 'auth/user-not-found' });
      }
    },
  );
});

describe('bad payloads are refused with invalid-argument and write nothing', () => {
  it.each([
    ['setUserStatus', { uid: 'x', status: 'banned' }],
    ['setUserStatus', { status: 'disabled' }],
    ['setUserEligibility', { uid: 'x', eligible: 'yes' }],
    ['deleteUser', { uid: '' }],
    ['createUser', { email: 'not-an-email', displayName: 'A', role: 'user' }],
    ['createUser', { email: 'ok@test.civic', displayName: '', role: 'user' }],
    // The text policy (docs/trust.md): a name others see carries no control or direction character.
    ...FORBIDDEN_NAME_ATTACKS.map(
      ([, displayName]) => ['createUser', { email: 'ok@test.civic', displayName, role: 'user' }] as const,
    ),
    ['createUser', { email: 'ok@test.civic', displayName: 'A', role: 'owner' }],
    ['createUser', { email: 'ok@test.civic', displayName: 'A', role: 'user', password: 'short' }],
    ['importUsersChunk', { importId: 'x', chunkIndex: 0, rows: [] }],
    [
      'importUsersChunk',
      { importId: 'x', chunkIndex: -1, rows: [{ line: 2, email: 'a@b.c', displayName: 'A', role: 'user' }] },
    ],
    [
      'importUsersChunk',
      { importId: 'x', chunkIndex: 0, rows: [{ line: 2, email: 'a'.repeat(600), displayName: 'A', role: 'user' }] },
    ],
  ] as const)('%s %o', async (name, data) => {
    const before = (await db.collection(COLLECTIONS.auditLog).where('actorUid', '==', admin.uid).get()).size;
    await expect(call(name, admin, data)).rejects.toMatchObject({ code: 'functions/invalid-argument' });
    await expect(adminAuth.getUserByEmail('ok@test.civic')).rejects.toMatchObject({ code: 'auth/user-not-found' });
    expect((await db.collection(COLLECTIONS.auditLog).where('actorUid', '==', admin.uid).get()).size).toBe(before);
  });

  it('an unknown uid is not-found', async () => {
    await expect(call('setUserStatus', admin, { uid: 'no-such-user', status: 'disabled' })).rejects.toMatchObject({
      code: 'functions/not-found',
    });
  });
});

describe('account-creation trigger running late', () => {
  it('does not undo a role an admin set in the meantime', async () => {
    const { provisionAccount } = await import('../../functions/src/users/lib/provisionAccount.js');
    const target = await createTestAccount('user');
    // setUserRole's midpoint: the claim already says admin, the record still says user.
    await adminAuth.setCustomUserClaims(target.uid, { role: 'admin' });
    await provisionAccount(await adminAuth.getUser(target.uid));
    expect((await adminAuth.getUser(target.uid)).customClaims).toEqual({ role: 'admin' });
  });
});

describe('setUserStatus', () => {
  it('disables an account: sign-in refused, record and audit log follow; enabling restores sign-in', async () => {
    const target = await createTestAccount('user');
    expect(await call('setUserStatus', admin, { uid: target.uid, status: 'disabled' })).toEqual({
      uid: target.uid,
      status: 'disabled',
    });
    expect((await adminAuth.getUser(target.uid)).disabled).toBe(true);
    expect(await record(target.uid)).toMatchObject({ status: 'disabled' });
    const visitor = await testClient();
    await expect(signInWithEmailAndPassword(visitor.auth, target.email, target.password)).rejects.toMatchObject({
      code: 'auth/user-disabled',
    });
    await call('setUserStatus', admin, { uid: target.uid, status: 'active' });
    await expect(signInWithEmailAndPassword(visitor.auth, target.email, target.password)).resolves.toBeTruthy();
    await visitor.close();
    expect(await auditOf(target.uid)).toContainEqual(
      expect.objectContaining({
        actorUid: admin.uid,
        action: 'setUserStatus',
        details: { from: 'active', to: 'disabled' },
      }),
    );
  });

  it('refuses an admin disabling themselves', async () => {
    await expect(call('setUserStatus', admin, { uid: admin.uid, status: 'disabled' })).rejects.toMatchObject({
      code: 'functions/invalid-argument',
    });
    expect((await adminAuth.getUser(admin.uid)).disabled).toBe(false);
  });
});

describe('setUserEligibility', () => {
  it('marks a user eligible for the constitutional vote and logs it', async () => {
    const target = await createTestAccount('user');
    await call('setUserEligibility', admin, { uid: target.uid, eligible: true });
    expect(await record(target.uid)).toMatchObject({ eligible: true });
    expect(await auditOf(target.uid)).toContainEqual(
      expect.objectContaining({ action: 'setUserEligibility', details: { from: false, to: true } }),
    );
  });
});

describe('deleteUser', () => {
  it('removes sign-in, record and claims, keeps their comments with the author anonymised, and logs it without the email', async () => {
    const target = await createTestAccount('user');
    const comment = await db
      .collection(COLLECTIONS.comments)
      .add({ authorUid: target.uid, authorName: 'Test user', text: 'Hi' } satisfies Pick<
        CommentDoc,
        'authorUid' | 'authorName' | 'text'
      >);
    const vote = db
      .collection(COLLECTIONS.polls)
      .doc(`p-${randomUUID()}`)
      .collection(COLLECTIONS.votes)
      .doc(target.uid);
    await vote.set({ optionId: 'o1' } satisfies Partial<VoteDoc>);

    const result = await call('deleteUser', admin, { uid: target.uid });
    expect(result).toEqual({ uid: target.uid, anonymised: 1 });
    await expect(adminAuth.getUser(target.uid)).rejects.toMatchObject({ code: 'auth/user-not-found' });
    expect(await record(target.uid)).toBeUndefined();
    expect((await comment.get()).data()).toEqual({
      authorUid: null,
      authorName: DELETED_USER_NAME,
      authorDeleted: true,
      text: 'Hi',
    } satisfies Pick<CommentDoc, 'authorUid' | 'authorName' | 'authorDeleted' | 'text'>);
    expect((await vote.get()).data()).toEqual({ optionId: 'o1' });
    // The audit log keeps that the deletion happened, without the email (docs/personal-data.md).
    expect(await auditOf(target.uid)).toContainEqual(
      expect.objectContaining({ actorUid: admin.uid, action: 'deleteUser', details: { role: 'user', via: 'admin' } }),
    );
    expect(JSON.stringify(await auditOf(target.uid))).not.toContain(target.email);
  });

  it('refuses an admin deleting themselves', async () => {
    await expect(call('deleteUser', admin, { uid: admin.uid })).rejects.toMatchObject({
      code: 'functions/invalid-argument',
    });
    expect(await record(admin.uid)).toBeDefined();
  });
});

describe('createUser', () => {
  it('creates an account with the chosen role that can sign in with the temporary password', async () => {
    const email = newEmail();
    const result = (await call('createUser', admin, { email, displayName: 'New Admin', role: 'admin' })) as {
      outcome: string;
      uid: string;
      temporaryPassword: string;
    };
    expect(result).toMatchObject({ outcome: 'created', email });
    expect(result.temporaryPassword).toMatch(/^(?=.*[A-Za-z])(?=.*\d).{8,}$/);
    expect((await adminAuth.getUser(result.uid)).customClaims).toEqual({ role: 'admin' });
    expect(await record(result.uid)).toMatchObject({ email, displayName: 'New Admin', role: 'admin' });
    const client = await testClient({ email, password: result.temporaryPassword });
    expect(client.uid).toBe(result.uid);
    await client.close();
  });

  it('answers “existed” for an email that already has an account, changing nothing', async () => {
    const result = await call('createUser', admin, {
      email: user.email.toUpperCase(),
      displayName: 'Someone else',
      role: 'admin',
      password: 'Other-pass-1',
    });
    expect(result).toEqual({ outcome: 'existed', uid: user.uid, email: user.email, temporaryPassword: null });
    expect((await adminAuth.getUser(user.uid)).customClaims).toEqual({ role: 'user' });
    expect(await record(user.uid)).toMatchObject({ displayName: 'Test user', role: 'user' });
  });
});
