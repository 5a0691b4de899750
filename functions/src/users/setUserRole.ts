import { COLLECTIONS, type RequestOf, type ResponseOf } from '@civic/domain';
import { FieldValue } from 'firebase-admin/firestore';
import { adminAuth, db } from '../platform/app.js';
import { logAdminAction } from '../platform/audit.js';
import { defineCallable, type Caller } from '../platform/callable.js';
import { announceAccountChange } from './lib/accountChange.js';
import { refuseSelf, requireTargetUser } from './lib/targetUser.js';

/**
 * Changes a user's role: the record's copy first (the Firestore rules read it, so a demotion takes
 * effect there before anything else), then the custom claim; a demotion also ends the account's
 * sessions. Functions refuse the old token as soon as either one changed.
 */
export async function handleSetUserRole(
  { uid, role }: RequestOf<'setUserRole'>,
  caller: Caller,
): Promise<ResponseOf<'setUserRole'>> {
  refuseSelf(caller, uid, 'change the role of');
  const user = await requireTargetUser(uid);
  const from = user.customClaims?.role ?? null;
  await db
    .collection(COLLECTIONS.users)
    .doc(uid)
    .set({ role, updatedAt: FieldValue.serverTimestamp() }, { merge: true });
  await adminAuth.setCustomUserClaims(uid, { ...user.customClaims, role });
  await announceAccountChange(uid, { lostRights: from === 'admin' && role !== 'admin' });
  await logAdminAction(caller, 'setUserRole', uid, { from, to: role });
  return { uid, role };
}

export const setUserRole = defineCallable('setUserRole', { roles: ['admin'] }, handleSetUserRole);
