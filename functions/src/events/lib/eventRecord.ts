import { COLLECTIONS, LIVE_LOCK, type EventDoc, type EventInput } from '@civic/domain';
import { Timestamp, type DocumentReference } from 'firebase-admin/firestore';
import { db } from '../../platform/app.js';

export const eventRef = (eventId: string): DocumentReference => db.collection(COLLECTIONS.events).doc(eventId);
export const liveLockRef = (): DocumentReference => db.collection(LIVE_LOCK.collection).doc(LIVE_LOCK.doc);

/** The editable fields of the event document, from a validated editor input. */
export function eventFields(input: EventInput) {
  return {
    title: input.title,
    description: input.description,
    coverImageUrl: input.coverImageUrl,
    startsAt: Timestamp.fromMillis(input.startsAt),
    endsAt: Timestamp.fromMillis(input.endsAt),
    visibility: input.visibility,
    source: input.source,
  } satisfies Partial<EventDoc<Timestamp>>;
}
