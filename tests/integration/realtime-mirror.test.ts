/** Firestore users/{uid} → Realtime Database users/{uid}, through the real trigger. */
import { COLLECTIONS, RTDB_PATHS } from '@civic/domain';
import { getDatabase } from 'firebase-admin/database';
import { FieldValue } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { createTestAccount, db } from '../support/emulators/admin.js';
import { eventually } from '../support/eventually.js';
import { realtimeDatabaseEmulatorRunning } from '../support/emulators/stack.js';

const { adminApp } = await import('../../functions/src/platform/app.js');

// Skipped where the Realtime Database emulator is not running (its jar is a download, impossible
// offline); the mirror's payload and its on/off switch are unit-tested in
// functions/src/users/mirrorUserToRealtime.test.ts, and the web session's read of it in
// web/src/lib/session/user-details.test.ts.
describe.skipIf(!realtimeDatabaseEmulatorRunning)('the Realtime Database user mirror', () => {
  it('follows the Firestore record: created, updated, removed', async () => {
    const account = await createTestAccount('user');
    const mirror = getDatabase(adminApp).ref(RTDB_PATHS.user(account.uid));
    await eventually(async () => (await mirror.get()).exists());
    await db
      .collection(COLLECTIONS.users)
      .doc(account.uid)
      .update({ bio: 'updated', updatedAt: FieldValue.serverTimestamp() });
    await eventually(async () => (await mirror.get()).val()?.bio === 'updated');
    await db.collection(COLLECTIONS.users).doc(account.uid).delete();
    await eventually(async () => !(await mirror.get()).exists());
    expect((await mirror.get()).exists()).toBe(false);
  });
});
