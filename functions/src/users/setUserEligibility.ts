import { COLLECTIONS, type RequestOf, type ResponseOf } from '@civic/domain';
import { FieldValue } from 'firebase-admin/firestore';
import { db } from '../platform/app.js';
import { logAdminAction } from '../platform/audit.js';
import { defineCallable, type Caller } from '../platform/callable.js';
import { requireTargetUser } from './lib/targetUser.js';

/** Marks whether a user may cast a constitutional-vote ballot; only this callable writes it. */
export async function handleSetUserEligibility(
  { uid, eligible }: RequestOf<'setUserEligibility'>,
  caller: Caller,
): Promise<ResponseOf<'setUserEligibility'>> {
  await requireTargetUser(uid);
  const ref = db.collection(COLLECTIONS.users).doc(uid);
  const before = (await ref.get()).get('eligible') as boolean | undefined;
  await ref.set({ eligible, updatedAt: FieldValue.serverTimestamp() }, { merge: true });
  await logAdminAction(caller, 'setUserEligibility', uid, { from: before ?? false, to: eligible });
  return { uid, eligible };
}

export const setUserEligibility = defineCallable('setUserEligibility', { roles: ['admin'] }, handleSetUserEligibility);
