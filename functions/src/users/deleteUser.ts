import { type RequestOf, type ResponseOf } from '@civic/domain';
import { db } from '../platform/app.js';
import { defineCallable, type Caller } from '../platform/callable.js';
import { COLLECTIONS } from '@civic/domain';
import { beginDeletion, deletionPending, finishDeletion } from '../privacy/lib/eraseAccount.js';
import { refuseSelf, requireTargetUser } from './lib/targetUser.js';

/**
 * An administrator deletes an account: the same deletion as the person's own "Delete my account"
 * (functions/src/privacy, docs/personal-data.md) — the Auth account, the record and its mirror,
 * everything that served only the person; what they wrote kept as "Deleted user"; what others'
 * counts rely on re-keyed to anonymous ids.
 */
export async function handleDeleteUser(
  { uid }: RequestOf<'deleteUser'>,
  caller: Caller,
): Promise<ResponseOf<'deleteUser'>> {
  refuseSelf(caller, uid, 'delete');
  // A retry after a half-finished delete (Auth account gone, tombstone not finished) finishes the job.
  const user = await requireTargetUser(uid).catch(async (error: unknown) => {
    if (await deletionPending(uid)) return null;
    if ((await db.collection(COLLECTIONS.users).doc(uid).get()).exists) return null;
    throw error;
  });
  if (user) {
    await beginDeletion({
      uid,
      by: caller.uid,
      via: 'admin',
      email: user.email ?? null,
      role: (user.customClaims?.role as Caller['role'] | undefined) ?? null,
    });
  } else if (!(await deletionPending(uid))) {
    // A record without an Auth account (never provisioned fully): delete it the same way.
    await beginDeletion({ uid, by: caller.uid, via: 'admin', email: null, role: null });
  }
  const anonymised = await finishDeletion(uid);
  return { uid, anonymised };
}

export const deleteUser = defineCallable('deleteUser', { roles: ['admin'], timeoutSeconds: 300 }, handleDeleteUser);
