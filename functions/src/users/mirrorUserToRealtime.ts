import { COLLECTIONS, RTDB_PATHS, type UserRecord } from '@civic/domain';
import { getDatabase } from 'firebase-admin/database';
import type { Timestamp } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { adminApp, realtimeDatabaseAvailable } from '../app.js';

/** The read-optimised profile the web session loads first (docs/PRODUCT.md §3): no secrets, ISO times. */
export function realtimeMirrorOf(record: Partial<UserRecord<Timestamp>>) {
  return {
    uid: record.uid ?? null,
    email: record.email ?? null,
    displayName: record.displayName ?? '',
    photoURL: record.photoURL ?? '',
    bio: record.bio ?? '',
    role: record.role ?? 'user',
    eligible: record.eligible ?? false,
    status: record.status ?? 'active',
    updatedAt: record.updatedAt?.toDate().toISOString() ?? null,
  };
}

/**
 * Keeps Realtime Database `users/{uid}` equal to Firestore `users/{uid}`. Clients can never write
 * the mirror (database.rules.json), so it is only as trustworthy as the Firestore record.
 */
export const mirrorUserToRealtime = onDocumentWritten(`${COLLECTIONS.users}/{uid}`, async (event) => {
  const uid = event.params.uid;
  if (!realtimeDatabaseAvailable()) {
    logger.info('Realtime Database mirror is off: no Realtime Database emulator is running', { uid });
    return;
  }
  const ref = getDatabase(adminApp).ref(RTDB_PATHS.user(uid));
  const after = event.data?.after;
  if (!after?.exists) {
    await ref.remove();
    return;
  }
  await ref.set(realtimeMirrorOf(after.data() as Partial<UserRecord<Timestamp>>));
});
