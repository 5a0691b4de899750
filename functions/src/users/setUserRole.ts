import { COLLECTIONS, type RequestOf, type ResponseOf } from '@civic/domain';
import { FieldValue } from 'firebase-admin/firestore';
import { adminAuth, db } from '../app.js';
import { logAdminAction } from '../audit.js';
import { defineCallable, type Caller } from '../callable.js';
import { refuseSelf, requireTargetUser } from './targetUser.js';

/** Changes a user's role: the custom claim (the authority) and the record's mirror of it. */
export async function handleSetUserRole(
  { uid, role }: RequestOf<'setUserRole'>,
  caller: Caller,
): Promise<ResponseOf<'setUserRole'>> {
  refuseSelf(caller, uid, 'change the role of');
  const user = await requireTargetUser(uid);
  await adminAuth.setCustomUserClaims(uid, { ...user.customClaims, role });
  await db
    .collection(COLLECTIONS.users)
    .doc(uid)
    .set({ role, updatedAt: FieldValue.serverTimestamp() }, { merge: true });
  await logAdminAction(caller, 'setUserRole', uid, { from: user.customClaims?.role ?? null, to: role });
  return { uid, role };
}

export const setUserRole = defineCallable('setUserRole', { roles: ['admin'] }, handleSetUserRole);
