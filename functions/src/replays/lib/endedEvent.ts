import { because } from '@civic/domain';
import { HttpsError } from 'firebase-functions/v2/https';
import { eventRef } from '../../events/lib/eventRecord.js';

/**
 * The event `eventId`, which must have ended: a replay is of a whole event, and only an ended one
 * has both ends of its timeline (docs/replays.md). A draft, scheduled or live event is refused
 * (`aborted`, a state conflict), an unknown one `not-found`.
 */
export async function endedEvent(eventId: string): Promise<FirebaseFirestore.DocumentSnapshot> {
  const event = await eventRef(eventId).get();
  if (!event.exists) throw new HttpsError('not-found', `No event ${eventId}.`);
  if (event.get('status') !== 'ended' || !event.get('wentLiveAt')) {
    throw new HttpsError('aborted', 'This event has not ended yet.', because('event-not-ended'));
  }
  return event;
}
