import { COLLECTIONS, type RequestOf, type ResponseOf } from '@civic/domain';
import { FieldValue } from 'firebase-admin/firestore';
import { adminAuth, db } from '../platform/app.js';
import { logAdminAction } from '../platform/audit.js';
import { defineCallable, type Caller } from '../platform/callable.js';
import { announceAccountChange } from './lib/accountChange.js';
import { refuseSelf, requireTargetUser } from './lib/targetUser.js';

/**
 * Disables or enables an account. The record's `status` is what the Firestore rules read, so it
 * changes first; Auth's `disabled` flag stops sign-in and makes functions refuse the account; a
 * disable also revokes the refresh tokens, ending sessions already open.
 */
export async function handleSetUserStatus(
  { uid, status }: RequestOf<'setUserStatus'>,
  caller: Caller,
): Promise<ResponseOf<'setUserStatus'>> {
  refuseSelf(caller, uid, 'disable or enable');
  const user = await requireTargetUser(uid);
  const disabled = status === 'disabled';
  await db
    .collection(COLLECTIONS.users)
    .doc(uid)
    .set({ status, updatedAt: FieldValue.serverTimestamp() }, { merge: true });
  await adminAuth.updateUser(uid, { disabled });
  await announceAccountChange(uid, { lostRights: disabled });
  await logAdminAction(caller, 'setUserStatus', uid, { from: user.disabled ? 'disabled' : 'active', to: status });
  return { uid, status };
}

export const setUserStatus = defineCallable('setUserStatus', { roles: ['admin'] }, handleSetUserStatus);
