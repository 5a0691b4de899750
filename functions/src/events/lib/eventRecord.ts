import {
  COLLECTIONS,
  LIVE_LOCK,
  SOURCE_LANGUAGE,
  type AgendaItem,
  type EventDoc,
  type EventInput,
} from '@civic/domain';
import { Timestamp, type DocumentReference } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { randomUUID } from 'node:crypto';
import { db } from '../../platform/app.js';
import { eventAudienceField } from './audience.js';

export const eventRef = (eventId: string): DocumentReference => db.collection(COLLECTIONS.events).doc(eventId);
export const liveLockRef = (): DocumentReference => db.collection(LIVE_LOCK.collection).doc(LIVE_LOCK.doc);

/**
 * Agenda item ids are stable (docs/replays.md, "The agenda"): an item the editor sends back with its
 * id keeps it, a new item gets a fresh one. Ids the event never had are refused, so a client cannot
 * mint the ids a timeline's marks name.
 */
export function assignAgendaIds(input: EventInput['agenda'], existing: readonly AgendaItem[] = []): AgendaItem[] {
  const known = new Set(existing.map((item) => item.id));
  return (input ?? []).map(({ id, title, description, translations }) => {
    if (id !== undefined && !known.has(id)) throw new HttpsError('invalid-argument', `agenda: unknown item id ${id}`);
    return {
      id: id ?? randomUUID().replaceAll('-', '').slice(0, 10),
      title,
      description: description ?? '',
      ...(translations && { translations }),
    };
  });
}

/** The editable fields of the event document, from a validated editor input and its agenda's items. */
export function eventFields(input: EventInput, agenda: AgendaItem[]) {
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
    // The settings it chose (heartbeat, feed mode, going live early): the rooms follow the event
    // document, so a change reaches them as any edit does.
    audience: eventAudienceField(input),
    agenda,
  } satisfies Partial<EventDoc<Timestamp>>;
}
