import { admitCaption, COLLECTIONS, type CaptionerDoc, EVENT_NOT_LIVE, type RefusalDetails } from '@civic/domain';
import { HttpsError } from 'firebase-functions/v2/https';
import { db } from '../../platform/app.js';

export const eventRef = (eventId: string) => db.collection(COLLECTIONS.events).doc(eventId);
export const captionsOf = (eventId: string) => eventRef(eventId).collection(COLLECTIONS.captions);
export const captionerRef = (eventId: string, uid: string) =>
  eventRef(eventId).collection(COLLECTIONS.captioners).doc(uid);

/** Captions are typed while the event is live; after the end they are its transcript, fixed. */
export function requireLive(event: FirebaseFirestore.DocumentSnapshot): void {
  if (!event.exists) throw new HttpsError('not-found', 'That event does not exist.');
  if (event.get('status') !== 'live') {
    throw new HttpsError('failed-precondition', 'Captions are typed while the event is live.', EVENT_NOT_LIVE);
  }
}

/**
 * Counts one more line (sent or corrected) against the captioner's rate limit, inside the
 * caller's transaction (run through runRetryingCreate), so parallel requests from one script
 * cannot all slip past it. Returns the write that records the line, made after every read.
 */
export async function countAgainstRateLimit(
  tx: FirebaseFirestore.Transaction,
  eventId: string,
  uid: string,
  now: number,
) {
  const ref = captionerRef(eventId, uid);
  const record = await tx.get(ref);
  const recentMs = (record.data() as CaptionerDoc | undefined)?.recentMs ?? [];
  const admitted = admitCaption(recentMs, now);
  if (!admitted) {
    throw new HttpsError('resource-exhausted', 'Too many caption lines at once. Wait a few seconds and send again.', {
      reason: 'captions-too-fast',
    } satisfies RefusalDetails);
  }
  const next = { recentMs: admitted } satisfies CaptionerDoc;
  // create() for the captioner's first line: two simultaneous first lines cannot both see "no
  // record" and pass (the loser's create fails, and runRetryingCreate reruns it on the record).
  return () => (record.exists ? tx.update(ref, next) : tx.create(ref, next));
}
