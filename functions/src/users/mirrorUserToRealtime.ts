import { COLLECTIONS, RTDB_PATHS, type UserRecord } from '@civic/domain';
import { getDatabase } from 'firebase-admin/database';
import type { Timestamp } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { adminApp, realtimeDatabaseAvailable } from '../platform/app.js';
import { defineTrigger } from '../platform/trigger.js';
import { realtimeMirrorOf } from './lib/realtimeMirror.js';

/**
 * Keeps Realtime Database `users/{uid}` equal to Firestore `users/{uid}`. Clients can never write
 * the mirror (database.rules.json), so it is only as trustworthy as the Firestore record.
 */
export const mirrorUserToRealtime = defineTrigger(
  'mirrorUserToRealtime',
  'written',
  // No retry: the event carries the record as it was then, so a late redelivery could overwrite a
  // newer mirror with an older one. A missed write is repaired by the fixer's "rebuild the
  // Realtime mirror" job (docs/fixer.md).
  { document: `${COLLECTIONS.users}/{uid}`, retry: false },
  async (event) => {
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
  },
);
