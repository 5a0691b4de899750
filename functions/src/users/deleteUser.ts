import { AUTHORED_CONTENT, COLLECTIONS, DELETED_USER_NAME, type RequestOf, type ResponseOf } from '@civic/domain';
import { FieldValue } from 'firebase-admin/firestore';
import { adminAuth, db } from '../platform/app.js';
import { logAdminAction } from '../platform/audit.js';
import { defineCallable, type Caller } from '../platform/callable.js';
import { forgetDeletedPlayer } from '../game/lib/deletedPlayers.js';
import { refuseSelf, requireTargetUser } from './lib/targetUser.js';

/** Rewrites the author of every contribution of `uid`; returns how many documents changed. */
export async function anonymiseContributions(uid: string): Promise<number> {
  const writer = db.bulkWriter();
  let changed = 0;
  for (const { collection, uidField, nameField } of AUTHORED_CONTENT) {
    const authored = await db.collectionGroup(collection).where(uidField, '==', uid).get();
    for (const doc of authored.docs) {
      void writer.update(doc.ref, { [uidField]: null, [nameField]: DELETED_USER_NAME, authorDeleted: true });
      changed++;
    }
  }
  await writer.close();
  return changed;
}

/**
 * Deletes an account: sign-in (the Auth account, which takes its claims with it), the canonical
 * record (whose deletion also removes the Realtime Database mirror), and the author name on what
 * they contributed and on the games they played (published leaderboards included). Contributions
 * themselves are kept.
 */
export async function handleDeleteUser(
  { uid }: RequestOf<'deleteUser'>,
  caller: Caller,
): Promise<ResponseOf<'deleteUser'>> {
  refuseSelf(caller, uid, 'delete');
  const record = db.collection(COLLECTIONS.users).doc(uid);
  // A retry after a half-finished delete (Auth account gone, record left) finishes the job.
  const user = await requireTargetUser(uid).catch(async (error: unknown) => {
    if ((await record.get()).exists) return null;
    throw error;
  });
  // The record first: the Firestore rules read it, so the account's open sessions lose their
  // rights there at once; deleting the Auth account then ends the sessions themselves. The
  // tombstone goes with it, in one batch: the account-creation trigger of an account deleted
  // moments after it was made may run only now, and must not give it a record back.
  await db
    .batch()
    .set(db.collection(COLLECTIONS.deletedAccounts).doc(uid), {
      deletedAt: FieldValue.serverTimestamp(),
      by: caller.uid,
    })
    .delete(record)
    .commit();
  if (user) await adminAuth.deleteUser(uid);
  const anonymised = (await anonymiseContributions(uid)) + (await forgetDeletedPlayer(uid));
  await logAdminAction(caller, 'deleteUser', uid, {
    email: user?.email ?? null,
    role: user?.customClaims?.role ?? null,
    anonymised,
  });
  return { uid, anonymised };
}

export const deleteUser = defineCallable('deleteUser', { roles: ['admin'] }, handleDeleteUser);
