import { COLLECTIONS, type Role } from '@civic/domain';
import { adminAuth, db } from '../../platform/app.js';
import { newUserRecord } from './userRecord.js';

export interface NewAccount {
  email: string;
  password: string;
  displayName: string;
  role: Role;
  eligible?: boolean;
  /** Fixed uid (seed data); otherwise a fresh random one. */
  uid?: string;
  /**
   * Only for accounts whose address the project itself owns (the emulator seed, test accounts):
   * an administrator's new or imported account starts unverified like a sign-up (docs/trust.md).
   */
  emailVerified?: boolean;
}

export type CreateAccountResult = { outcome: 'created'; uid: string } | { outcome: 'existed'; uid: string };

function isEmailTaken(error: unknown): boolean {
  const code = (error as { code?: string }).code;
  return code === 'auth/email-already-exists' || code === 'auth/uid-already-exists';
}

/**
 * Creates an account with a chosen role, used by admin callables and the emulator seed.
 * Order matters: the Firestore record (with the role) is written before the Auth account exists,
 * so the account-creation trigger finds it and keeps that role (see provisionAccount).
 * An email that already has an account is reported as `existed` and nothing is changed.
 */
export async function createAccount(account: NewAccount): Promise<CreateAccountResult> {
  const existing =
    (await adminAuth.getUserByEmail(account.email).catch(() => null)) ??
    (account.uid ? await adminAuth.getUser(account.uid).catch(() => null) : null);
  if (existing) return { outcome: 'existed', uid: existing.uid };

  const ref = account.uid ? db.collection(COLLECTIONS.users).doc(account.uid) : db.collection(COLLECTIONS.users).doc();
  const identity = { uid: ref.id, email: account.email, displayName: account.displayName, disabled: false };
  await ref.set(newUserRecord(identity, account.role, account.eligible ?? false));
  try {
    await adminAuth.createUser({
      ...identity,
      password: account.password,
      emailVerified: account.emailVerified ?? false,
    });
  } catch (error) {
    await ref.delete();
    if (isEmailTaken(error)) {
      const owner = await adminAuth.getUserByEmail(account.email).catch(() => null);
      return { outcome: 'existed', uid: owner?.uid ?? ref.id };
    }
    throw error;
  }
  await adminAuth.setCustomUserClaims(ref.id, { role: account.role });
  return { outcome: 'created', uid: ref.id };
}
