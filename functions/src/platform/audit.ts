import { COLLECTIONS } from '@civic/domain';
import { FieldValue } from 'firebase-admin/firestore';
import { db } from './app.js';
import type { Caller } from './callable.js';

/** Records who did what to whom. Append-only: rules give clients no access at all. */
export async function logAdminAction(
  caller: Caller,
  action: string,
  target: string | null,
  details: Record<string, unknown> = {},
): Promise<void> {
  await db.collection(COLLECTIONS.auditLog).add({
    actorUid: caller.uid,
    action,
    target,
    details,
    at: FieldValue.serverTimestamp(),
  });
}
