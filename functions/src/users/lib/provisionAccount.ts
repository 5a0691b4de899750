import { COLLECTIONS, DEFAULT_ROLE, isRole, type Role } from '@civic/domain';
import type { UserRecord as AuthUser } from 'firebase-admin/auth';
import { FieldValue } from 'firebase-admin/firestore';
import { adminAuth, db } from '../../platform/app.js';
import { notFound } from '../../platform/transactionErrors.js';
import { newUserRecord } from './userRecord.js';

export type ProvisionResult =
  { outcome: 'created' | 'existed'; role: Role } | { outcome: 'not-a-citizen' | 'deleted'; role: null };

/**
 * Citizens sign up with email and password (or are created by an admin the same way). Any other
 * sign-in — anonymous, or a provider the product does not offer — is nobody: it gets no record and
 * no role, so every rule and callable refuses it (docs/trust.md).
 */
export function hasPasswordIdentity(user: Pick<AuthUser, 'email' | 'providerData'>): boolean {
  return Boolean(user.email) && user.providerData.some((provider) => provider.providerId === 'password');
}

/**
 * Gives a new account its canonical `users/{uid}` record and its role claim, exactly once.
 *
 * The Firestore record decides the role: if it already exists (an admin callable or the seed
 * wrote it before creating the Auth account) its role is kept; otherwise it is created with the
 * default role inside a transaction. The claim is then set to that same role when the account has
 * none yet, so a retry changes nothing and a late run never undoes a role an admin set meanwhile.
 */
export async function provisionAccount(user: AuthUser): Promise<ProvisionResult> {
  if (!hasPasswordIdentity(user)) return { outcome: 'not-a-citizen', role: null };
  const ref = db.collection(COLLECTIONS.users).doc(user.uid);
  const tombstone = db.collection(COLLECTIONS.deletedAccounts).doc(user.uid);
  const provisioned = await db.runTransaction(async (tx) => {
    const [snapshot, deleted] = await tx.getAll(ref, tombstone);
    // Deleted before this trigger ran (it runs late under load): a record now would let the
    // account's still-valid tokens pass every rule again. deleteUser writes the tombstone and
    // deletes the record in one batch, so this read and that batch are serialised.
    if (deleted!.exists) return { outcome: 'deleted' as const, role: null };
    const existing: unknown = snapshot!.get('role');
    if (snapshot!.exists && isRole(existing)) return { outcome: 'existed' as const, role: existing };
    tx.set(ref, newUserRecord(user, DEFAULT_ROLE));
    return { outcome: 'created' as const, role: DEFAULT_ROLE };
  });
  if (provisioned.outcome === 'deleted') return provisioned;
  // Only an account without a role claim gets one here. A claim already set (by createAccount, or
  // by setUserRole in the moments before this trigger ran) is newer than what this run read, and
  // overwriting it would silently undo an administrator's change.
  const fresh = await adminAuth.getUser(user.uid);
  if (!isRole(fresh.customClaims?.role)) {
    await adminAuth.setCustomUserClaims(user.uid, { ...fresh.customClaims, role: provisioned.role });
    // Then say so on the record, which the new account's browser listens to while it signs up or
    // logs in for the first time: it refreshes its token at once, whenever this run comes
    // (docs/trust.md, "Accounts"). An update, never a set: a record deleted meanwhile stays gone.
    await ref.update({ claimsUpdatedAt: FieldValue.serverTimestamp() }).catch((error: unknown) => {
      if (!notFound(error)) throw error;
    });
  }
  return provisioned;
}
