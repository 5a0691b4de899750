import { offeredCaptionTracks, type CaptionLineDoc, type RequestOf, type ResponseOf } from '@civic/domain';
import { Timestamp } from 'firebase-admin/firestore';
import { db } from '../platform/app.js';
import { eventOnPulse, publishFeedChange } from '../comments/lib/feedPulse.js';
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
  let onPulse = false;
  await runRetryingCreate(() =>
    db.runTransaction(async (tx) => {
      const now = Date.now();
      // Both reads at once: a line's latency is mostly round trips to the database.
      const [event, record] = await Promise.all([
        tx.get(eventRef(eventId)),
        countAgainstRateLimit(tx, eventId, caller.uid, now),
      ]);
      requireLive(event);
      onPulse = eventOnPulse(event);
      record();
      // A track's first line announces its language on the event, for /stream (one event write
      // per language, not per line: every viewer of the room listens to the event document). The
      // list keeps only the languages a track may be in (tracks announced before they were
      // checked are dropped), so it never holds more than CAPTION_TRACK_LANGUAGES.
      const announced = (event.get('captionTracks') as unknown[] | undefined) ?? [];
      const offered = offeredCaptionTracks(announced);
      if (!offered.includes(track) || offered.length !== announced.length) {
        tx.update(eventRef(eventId), { captionTracks: [...offered.filter((t) => t !== track), track] });
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
  // On a pulse feed the rooms receive lines in the digest, not one by one (docs/scale.md, "The
  // pulse feed"): the line's change is recorded and published, at most a pulse late.
  if (onPulse) await publishFeedChange(eventId, line.id, 'caption');
  return { lineId: line.id };
}

export const sendCaption = defineCallable('sendCaption', { roles: ['admin'] }, sendCaptionHandler);
