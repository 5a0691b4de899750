import { COLLECTIONS, auditExpiryMs } from '@civic/domain';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { db } from './app.js';
import type { Caller } from './callable.js';

/**
 * Records who did what to whom. Append-only: rules give clients no access at all. `expireAt` is
 * the TTL field (domain/src/retention.ts): an entry is deleted two years after it was written.
 */
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
    expireAt: Timestamp.fromMillis(auditExpiryMs(Date.now())),
  });
}
