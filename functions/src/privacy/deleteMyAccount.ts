import { FUNCTIONS_REGION, RECENT_SIGN_IN_SECONDS, type ResponseOf, because } from '@civic/domain';
import { HttpsError, onCall, type CallableRequest } from 'firebase-functions/v2/https';
import { adminAuth } from '../platform/app.js';
import { parseRequest, requireRole } from '../platform/callable.js';
import { beginDeletion, deletionStarted, finishDeletion } from './lib/eraseAccount.js';
import { logFailure } from '../platform/logFailure.js';

/**
 * Deleting an account needs a sign-in from the last few minutes (the profile re-authenticates
 * with the password first): an open session left on a borrowed computer cannot do it. The
 * token's `auth_time` is signed by Auth, so the browser cannot make it look recent.
 */
export function requireRecentSignIn(authTimeSeconds: unknown, nowMs = Date.now()): void {
  const at = typeof authTimeSeconds === 'number' ? authTimeSeconds : 0;
  if (nowMs / 1000 - at > RECENT_SIGN_IN_SECONDS) {
    throw new HttpsError(
      'unauthenticated',
      'For your safety, enter your password again before deleting your account.',
      because('reauthenticate'),
    );
  }
}

/**
 * "Delete my account" (docs/personal-data.md). A citizen deletes their own account, with the same
 * deletion an administrator's `deleteUser` runs. An administrator's account is refused here:
 * another administrator deletes it (the last one must never lock everyone out).
 *
 * Retry-safe: a deletion that died half-way has a tombstone marked unfinished; the same person's
 * retry (their token is still signed by Auth, though their account may already be gone) finishes
 * it, and so does the fixer's "Finish interrupted deletions". A request repeated once the deletion
 * is done (a lost answer, a double click) is answered the same: the account is deleted.
 */
export async function handleDeleteMyAccount(
  auth: CallableRequest['auth'],
  data: unknown,
): Promise<ResponseOf<'deleteMyAccount'>> {
  if (!auth) throw new HttpsError('unauthenticated', 'Sign in to do this.');
  parseRequest('deleteMyAccount', data);
  requireRecentSignIn(auth.token.auth_time);
  const uid = auth.uid;
  if (!(await deletionStarted(uid))) {
    await begin(auth, uid).catch(async (error: unknown) => {
      // A second request of the same person (a double click, another tab, a retry after a lost
      // answer) that the first one overtook: its record, or its Auth account, is already gone
      // because the deletion it asks for is under way or done, so it joins it (beginDeletion and
      // finishDeletion agree on one salt) and is answered as the first was.
      if (await deletionStarted(uid)) return;
      throw error;
    });
  }
  await finishDeletion(uid);
  return { uid, deleted: true };
}

/** The account check, then the start of the deletion (tombstone, record, audit entry). */
async function begin(auth: NonNullable<CallableRequest['auth']>, uid: string): Promise<void> {
  const caller = await requireRole(auth, 'user', 'admin');
  if (caller.role === 'admin') {
    throw new HttpsError(
      'permission-denied',
      'An administrator’s account cannot be deleted from the profile; ask another administrator.',
    );
  }
  const user = await adminAuth.getUser(uid);
  await beginDeletion({ uid, by: uid, via: 'self', email: user.email ?? null, role: caller.role });
}

export const deleteMyAccount = onCall(
  { region: FUNCTIONS_REGION, timeoutSeconds: 300, memory: '512MiB' },
  async (request) => {
    try {
      return await handleDeleteMyAccount(request.auth, request.data);
    } catch (error) {
      if (error instanceof HttpsError) throw error;
      logFailure('deleteMyAccount failed', error, { caller: request.auth?.uid });
      throw new HttpsError('internal', 'deleteMyAccount failed unexpectedly.');
    }
  },
);
