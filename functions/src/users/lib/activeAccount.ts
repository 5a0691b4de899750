import { COLLECTIONS, because } from '@civic/domain';
import { HttpsError } from 'firebase-functions/v2/https';
import { db } from '../../platform/app.js';

/**
 * The caller's display name, if their account record says it is active. The record, not the
 * token: a disabled account's ID token stays valid for up to an hour after an admin disables it.
 */
export async function requireActiveAccount(uid: string): Promise<{ displayName: string }> {
  const record = (await db.collection(COLLECTIONS.users).doc(uid).get()).data();
  if (!record) throw new HttpsError('permission-denied', 'Your account could not be found.');
  if (record.status !== 'active')
    throw new HttpsError('permission-denied', 'Your account is disabled.', because('account-disabled'));
  return { displayName: String(record.displayName ?? 'Viewer') };
}
