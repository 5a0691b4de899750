import { type RequestOf, type ResponseOf } from '@civic/domain';
import { Timestamp } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { db } from '../platform/app.js';
import { eventOnPulse, publishFeedChange } from '../comments/lib/feedPulse.js';
import { runRetryingCreate } from '../platform/transactionErrors.js';
import { defineCallable, type Caller } from '../platform/callable.js';
import { captionsOf, countAgainstRateLimit, eventRef, requireLive } from './lib/captionRefs.js';

/**
 * Admin only: the captioner corrects one of their own lines (new text) or withdraws it
 * (`text: null`, the text emptied). Every viewer's listener gets the change; another admin's line
 * stays theirs to correct. Counted against the same rate limit as new lines.
 */
export async function correctCaptionHandler(
  { eventId, lineId, text }: RequestOf<'correctCaption'>,
  caller: Caller,
): Promise<ResponseOf<'correctCaption'>> {
  const ref = captionsOf(eventId).doc(lineId);
  let onPulse = false;
  await runRetryingCreate(() =>
    db.runTransaction(async (tx) => {
      const now = Date.now();
      const [event, line, record] = await Promise.all([
        tx.get(eventRef(eventId)),
        tx.get(ref),
        countAgainstRateLimit(tx, eventId, caller.uid, now),
      ]);
      requireLive(event);
      onPulse = eventOnPulse(event);
      if (!line.exists) throw new HttpsError('not-found', 'That caption line is not in this event.');
      if (line.get('captionerUid') !== caller.uid) {
        throw new HttpsError('permission-denied', 'Only the captioner who sent a line corrects it.');
      }
      record();
      tx.update(ref, { text: text ?? '', withdrawn: text === null, editedAt: Timestamp.fromMillis(now) });
    }),
  );
  // On a pulse feed the rooms receive lines in the digest, not one by one (docs/scale.md, "The
  // pulse feed"): the line's change is recorded and published, at most a pulse late.
  if (onPulse) await publishFeedChange(eventId, lineId, 'caption');
  return { lineId, withdrawn: text === null };
}

export const correctCaption = defineCallable('correctCaption', { roles: ['admin'] }, correctCaptionHandler);
