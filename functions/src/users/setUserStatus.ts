import { COLLECTIONS, type RequestOf, type ResponseOf } from '@civic/domain';
import { FieldValue } from 'firebase-admin/firestore';
import { adminAuth, db } from '../app.js';
import { logAdminAction } from '../audit.js';
import { defineCallable, type Caller } from '../callable.js';
import { refuseSelf, requireTargetUser } from './targetUser.js';

/**
 * Disables or enables an account. Auth's `disabled` flag is what stops sign-in; revoking the
 * refresh tokens ends sessions already open (their ID tokens expire within the hour, and
 * `getUserByUid` checks revocation). The record's `status` mirrors it for the admin list.
 */
export async function handleSetUserStatus(
  { uid, status }: RequestOf<'setUserStatus'>,
  caller: Caller,
): Promise<ResponseOf<'setUserStatus'>> {
  refuseSelf(caller, uid, 'disable or enable');
  const user = await requireTargetUser(uid);
  const disabled = status === 'disabled';
  await adminAuth.updateUser(uid, { disabled });
  if (disabled) await adminAuth.revokeRefreshTokens(uid);
  await db
    .collection(COLLECTIONS.users)
    .doc(uid)
    .set({ status, updatedAt: FieldValue.serverTimestamp() }, { merge: true });
  await logAdminAction(caller, 'setUserStatus', uid, { from: user.disabled ? 'disabled' : 'active', to: status });
  return { uid, status };
}

export const setUserStatus = defineCallable('setUserStatus', { roles: ['admin'] }, handleSetUserStatus);
