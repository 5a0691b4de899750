/** Account provisioning and the first admin callable, on the Auth, Functions and Firestore emulators. */
import { COLLECTIONS } from '@civic/domain';
import { createUserWithEmailAndPassword } from 'firebase/auth';
import { httpsCallable } from 'firebase/functions';
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminAuth, createTestAccount, db, type TestAccount } from '../support/emulators/admin.js';
import { eventually } from '../support/eventually.js';
import { clientPool } from '../support/emulators/client.js';

const { provisionAccount } = await import('../../functions/src/users/lib/provisionAccount.js');

const clientFor = clientPool();

describe('account creation', () => {
  let uid: string;
  const email = `signup-${randomUUID().slice(0, 8)}@test.civic`;

  beforeAll(async () => {
    const visitor = await clientFor();
    uid = (await createUserWithEmailAndPassword(visitor.auth, email, 'Sign-up-1')).user.uid;
  });

  it('gives a new sign-up the user role claim and a users/{uid} record', async () => {
    const record = await eventually(async () => (await db.collection(COLLECTIONS.users).doc(uid).get()).data());
    expect(record).toMatchObject({ uid, email, emailLower: email, role: 'user', eligible: false, status: 'active' });
    const claims = await eventually(async () => (await adminAuth.getUser(uid)).customClaims);
    expect(claims).toEqual({ role: 'user' });
  });

  it('provisions exactly once: running again changes neither record nor claim', async () => {
    await eventually(async () => (await adminAuth.getUser(uid)).customClaims?.role);
    const before = (await db.collection(COLLECTIONS.users).doc(uid).get()).data();
    const again = await provisionAccount(await adminAuth.getUser(uid));
    expect(again).toEqual({ outcome: 'existed', role: 'user' });
    const after = (await db.collection(COLLECTIONS.users).doc(uid).get()).data();
    expect(after).toEqual(before);
  });

  it('keeps the role an admin chose when the trigger runs after the record exists', async () => {
    const admin = await createTestAccount('admin');
    // The trigger's own run, directly (so this holds however late the emulator runs it)…
    expect(await provisionAccount(await adminAuth.getUser(admin.uid))).toEqual({ outcome: 'existed', role: 'admin' });
    // …and the real trigger fires for this account too: give it time, then check it did not demote.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect((await adminAuth.getUser(admin.uid)).customClaims).toEqual({ role: 'admin' });
    expect((await db.collection(COLLECTIONS.users).doc(admin.uid).get()).get('role')).toBe('admin');
  });
});

describe('setUserRole', () => {
  let admin: TestAccount;
  let target: TestAccount;
  beforeAll(async () => {
    [admin, target] = await Promise.all([createTestAccount('admin'), createTestAccount('user')]);
  });

  const call = async (as: TestAccount | undefined, data: unknown) => {
    const client = await clientFor(as);
    return httpsCallable(client.functions, 'setUserRole')(data);
  };

  it('lets an admin promote a user: claim and record change, the action is logged', async () => {
    const result = await call(admin, { uid: target.uid, role: 'admin' });
    expect(result.data).toEqual({ uid: target.uid, role: 'admin' });
    expect((await adminAuth.getUser(target.uid)).customClaims?.role).toBe('admin');
    expect((await db.collection(COLLECTIONS.users).doc(target.uid).get()).get('role')).toBe('admin');
    const log = await db.collection(COLLECTIONS.auditLog).where('target', '==', target.uid).get();
    expect(log.docs.map((d) => d.data())).toContainEqual(
      expect.objectContaining({ actorUid: admin.uid, action: 'setUserRole', details: { from: 'user', to: 'admin' } }),
    );
  });

  it('refuses a user (permission-denied) and a visitor (unauthenticated), changing nothing', async () => {
    const user = await createTestAccount('user');
    const victim = await createTestAccount('user');
    await expect(call(user, { uid: user.uid, role: 'admin' })).rejects.toMatchObject({
      code: 'functions/permission-denied',
    });
    await expect(call(undefined, { uid: victim.uid, role: 'admin' })).rejects.toMatchObject({
      code: 'functions/unauthenticated',
    });
    expect((await adminAuth.getUser(user.uid)).customClaims?.role).toBe('user');
    expect((await adminAuth.getUser(victim.uid)).customClaims?.role).toBe('user');
  });

  it('refuses a bad payload with invalid-argument and an unknown uid with not-found', async () => {
    await expect(call(admin, { uid: target.uid, role: 'owner' })).rejects.toMatchObject({
      code: 'functions/invalid-argument',
    });
    await expect(call(admin, { role: 'user' })).rejects.toMatchObject({ code: 'functions/invalid-argument' });
    await expect(call(admin, { uid: 'no-such-user', role: 'user' })).rejects.toMatchObject({
      code: 'functions/not-found',
    });
  });

  it('refuses an admin changing their own role', async () => {
    await expect(call(admin, { uid: admin.uid, role: 'user' })).rejects.toMatchObject({
      code: 'functions/invalid-argument',
    });
  });
});
