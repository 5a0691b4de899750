import type { UserRecord as AuthUser } from 'firebase-admin/auth';
import { HttpsError } from 'firebase-functions/v2/https';
import { adminAuth } from '../../platform/app.js';
import type { Caller } from '../../platform/callable.js';

/** Thrown by the Admin SDK for an unknown uid. */
export function isUserNotFound(error: unknown): boolean {
  return (error as { code?: string }).code === 'auth/user-not-found';
}

/** The Auth account an admin action is aimed at; an unknown uid is `not-found`. */
export async function requireTargetUser(uid: string): Promise<AuthUser> {
  return adminAuth.getUser(uid).catch((error: unknown) => {
    if (isUserNotFound(error)) throw new HttpsError('not-found', `No user with uid ${uid}.`);
    throw error;
  });
}

/**
 * Admins cannot demote, disable or delete themselves: that is how the last administrator locks
 * everyone out. Another administrator has to do it.
 */
export function refuseSelf(caller: Caller, uid: string, action: string): void {
  if (uid === caller.uid) {
    throw new HttpsError('invalid-argument', `You cannot ${action} your own account; ask another administrator.`);
  }
}
