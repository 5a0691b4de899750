import { COLLECTIONS, type AttendanceDoc } from '@civic/domain';
import { FieldValue } from 'firebase-admin/firestore';
import { db } from '../../platform/app.js';

export const attendanceOf = (eventId: string) =>
  db.collection(COLLECTIONS.events).doc(eventId).collection(COLLECTIONS.attendance);

type Activity = 'viewed' | 'voted' | 'commented' | 'reacted';

/**
 * Marks what an account did in an event on its attendance record (domain/src/analytics.ts). A
 * merge of constant flags, so a trigger delivered twice changes nothing; the first time of each
 * kind is kept (`viewedAt`, `engagedAt` are written only when the flag was not set yet).
 */
export async function markAttendance(eventId: string, uid: string, activity: Activity): Promise<void> {
  const ref = attendanceOf(eventId).doc(uid);
  await db.runTransaction(async (tx) => {
    const current = (await tx.get(ref)).data() as AttendanceDoc | undefined;
    if (current?.[activity]) return;
    const now = FieldValue.serverTimestamp();
    const stamp: Record<string, unknown> = { [activity]: true };
    if (activity === 'viewed') stamp.viewedAt = now;
    else if (!current?.engaged) Object.assign(stamp, { engaged: true, engagedAt: now });
    tx.set(ref, stamp, { merge: true });
  });
}
