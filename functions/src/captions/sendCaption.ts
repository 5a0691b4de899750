import { type CaptionLineDoc, type RequestOf, type ResponseOf } from '@civic/domain';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { db } from '../platform/app.js';
import { runRetryingCreate } from '../platform/transactionErrors.js';
import { defineCallable, type Caller } from '../platform/callable.js';
import { captionsOf, countAgainstRateLimit, eventRef, requireLive } from './lib/captionRefs.js';

/**
 * Admin only: one live caption line for every viewer of the live event. `defineCallable` checks
 * the account now (a demoted or disabled admin is refused though their token still says admin);
 * the event must be live; the text policy is the request schema's; the rate limit is counted in
 * the same transaction that writes the line. A track's first line adds its language to the event's
 * `captionTracks`.
 */
export async function sendCaptionHandler(
  { eventId, track, text }: RequestOf<'sendCaption'>,
  caller: Caller,
): Promise<ResponseOf<'sendCaption'>> {
  const line = captionsOf(eventId).doc();
  await runRetryingCreate(() =>
    db.runTransaction(async (tx) => {
      const now = Date.now();
      // Both reads at once: a line's latency is mostly round trips to the database.
      const [event, record] = await Promise.all([
        tx.get(eventRef(eventId)),
        countAgainstRateLimit(tx, eventId, caller.uid, now),
      ]);
      requireLive(event);
      record();
      // A track's first line announces its language on the event, for /stream (one event write
      // per language, not per line: every viewer of the room listens to the event document).
      if (!((event.get('captionTracks') as string[] | undefined) ?? []).includes(track)) {
        tx.update(eventRef(eventId), { captionTracks: FieldValue.arrayUnion(track) });
      }
      tx.create(line, {
        track,
        text,
        captionerUid: caller.uid,
        sentAt: Timestamp.fromMillis(now),
        editedAt: null,
        withdrawn: false,
      } satisfies CaptionLineDoc<Timestamp>);
    }),
  );
  return { lineId: line.id };
}

export const sendCaption = defineCallable('sendCaption', { roles: ['admin'] }, sendCaptionHandler);
