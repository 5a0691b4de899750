import { COLLECTIONS } from '@civic/domain';
import { FieldValue } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { adminAuth, db } from '../app.js';
import { logAdminAction } from '../audit.js';
import { defineCallable } from '../callable.js';

/** Thrown by the Admin SDK for an unknown uid. */
export function isUserNotFound(error: unknown): boolean {
  return (error as { code?: string }).code === 'auth/user-not-found';
}

/** Changes a user's role: the custom claim (the authority) and the record's mirror of it. */
export const setUserRole = defineCallable('setUserRole', { roles: ['admin'] }, async ({ uid, role }, caller) => {
  if (uid === caller.uid) {
    throw new HttpsError('invalid-argument', 'You cannot change your own role; ask another administrator.');
  }
  const user = await adminAuth.getUser(uid).catch((error: unknown) => {
    if (isUserNotFound(error)) throw new HttpsError('not-found', `No user with uid ${uid}.`);
    throw error;
  });
  await adminAuth.setCustomUserClaims(uid, { ...user.customClaims, role });
  await db
    .collection(COLLECTIONS.users)
    .doc(uid)
    .set({ role, updatedAt: FieldValue.serverTimestamp() }, { merge: true });
  await logAdminAction(caller, 'setUserRole', uid, { from: user.customClaims?.role ?? null, to: role });
  return { uid, role };
});
