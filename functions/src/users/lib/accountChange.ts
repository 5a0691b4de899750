import { COLLECTIONS } from '@civic/domain';
import { FieldValue } from 'firebase-admin/firestore';
import { adminAuth, db } from '../../platform/app.js';

/**
 * The last step of every change to an account's rights (role, status). When the account lost
 * rights, its refresh tokens are revoked: sessions already open cannot mint a new ID token, and
 * functions refuse the tokens they hold (see currentAccount.ts). Then `claimsUpdatedAt` is bumped
 * on the record, which the account's open browsers listen to: they refresh their token and user
 * details at once instead of up to an hour later (docs/trust.md).
 */
export async function announceAccountChange(uid: string, { lostRights }: { lostRights: boolean }): Promise<void> {
  if (lostRights) await adminAuth.revokeRefreshTokens(uid);
  await db
    .collection(COLLECTIONS.users)
    .doc(uid)
    .set({ claimsUpdatedAt: FieldValue.serverTimestamp(), updatedAt: FieldValue.serverTimestamp() }, { merge: true });
}
