import { COLLECTIONS, isAnonymousKey, type AttendanceDoc } from '@civic/domain';
import { FieldValue, type Timestamp } from 'firebase-admin/firestore';
import { db } from '../../platform/app.js';

export const attendanceOf = (eventId: string) =>
  db.collection(COLLECTIONS.events).doc(eventId).collection(COLLECTIONS.attendance);

type Activity = 'viewed' | 'voted' | 'commented' | 'reacted';

/**
 * Marks what an account did in an event on its attendance record (domain/src/analytics.ts). A
 * merge of constant flags, so a trigger delivered twice changes nothing; the first time of each
 * kind is kept (`viewedAt`, `engagedAt` are written only when the flag was not set yet).
 * `at` is when it happened: the triggers leave it to the server's clock; the demo seed, which
 * replays an event that ran days ago, passes the activity's own time (docs/demo-data.md).
 */
export async function markAttendance(
  eventId: string,
  uid: string,
  activity: Activity,
  at: Timestamp | FieldValue = FieldValue.serverTimestamp(),
): Promise<void> {
  // A deleted account's vote, answer or reaction re-keyed to an anonymous id is created again
  // under that id: it was marked under the old key, which moved with it (docs/personal-data.md).
  if (isAnonymousKey(uid)) return;
  const ref = attendanceOf(eventId).doc(uid);
  await db.runTransaction(async (tx) => {
    const current = (await tx.get(ref)).data() as AttendanceDoc | undefined;
    if (current?.[activity]) return;
    // A trigger that runs late, after the account's deletion re-keyed its attendance, must not
    // give the uid a record back (docs/personal-data.md): the tombstone is written first.
    if ((await tx.get(db.collection(COLLECTIONS.deletedAccounts).doc(uid))).exists) return;
    const stamp: Record<string, unknown> = { [activity]: true };
    if (activity === 'viewed') stamp.viewedAt = at;
    else if (!current?.engaged) Object.assign(stamp, { engaged: true, engagedAt: at });
    tx.set(ref, stamp, { merge: true });
  });
}
