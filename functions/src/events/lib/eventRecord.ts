import { COLLECTIONS, LIVE_LOCK, SOURCE_LANGUAGE, type EventDoc, type EventInput } from '@civic/domain';
import { Timestamp, type DocumentReference } from 'firebase-admin/firestore';
import { db } from '../../platform/app.js';

export const eventRef = (eventId: string): DocumentReference => db.collection(COLLECTIONS.events).doc(eventId);
export const liveLockRef = (): DocumentReference => db.collection(LIVE_LOCK.collection).doc(LIVE_LOCK.doc);

/** The editable fields of the event document, from a validated editor input. */
export function eventFields(input: EventInput) {
  return {
    title: input.title,
    description: input.description,
    // The author's language and the other versions (docs/languages.md, "What admins write"); an
    // edit that sends none clears those stored before.
    language: input.language ?? SOURCE_LANGUAGE,
    translations: input.translations ?? {},
    coverImageUrl: input.coverImageUrl,
    startsAt: Timestamp.fromMillis(input.startsAt),
    endsAt: Timestamp.fromMillis(input.endsAt),
    visibility: input.visibility,
    source: input.source,
    expectedAudience: input.expectedAudience ?? null,
  } satisfies Partial<EventDoc<Timestamp>>;
}
