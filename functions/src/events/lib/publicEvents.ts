import {
  COLLECTIONS,
  currentAgendaItem,
  ENDED_SHOWN_MS,
  type AgendaItem,
  offeredCaptionTracks,
  type EventVersionField,
  type LanguageCode,
  type PublicEventView,
  type Translations,
  type StreamSource,
  type StreamState,
} from '@civic/domain';
import type { Timestamp } from 'firebase-admin/firestore';
import { db } from '../../platform/app.js';

/** The fields of a stored event the public functions read (older documents may lack some). */
export interface StoredEvent {
  title?: string;
  description?: string;
  coverImageUrl?: string;
  status?: string;
  visibility?: string;
  source?: StreamSource;
  startsAt?: Timestamp;
  endsAt?: Timestamp;
  endedAt?: Timestamp | null;
  captionTracks?: string[];
  agenda?: AgendaItem[];
  agendaNow?: { itemId?: string } | null;
  language?: LanguageCode;
  translations?: Translations<EventVersionField>;
}
export type Stored = { id: string; data: StoredEvent };

function toPublicView({ id, data }: Stored): PublicEventView {
  return {
    id,
    title: data.title ?? '',
    description: data.description ?? '',
    language: data.language,
    translations: data.translations,
    coverImageUrl: data.coverImageUrl ?? '',
    status: data.status === 'live' ? 'live' : 'scheduled',
    startsAt: data.startsAt?.toDate().toISOString() ?? '',
    endsAt: data.endsAt?.toDate().toISOString() ?? '',
  };
}

const startMs = (e: Stored) => e.data.startsAt?.toMillis() ?? 0;

/**
 * The next event for the public: a live one first (even if it overruns its planned end), else the
 * earliest scheduled one that is not over. Only public, announced events reach this function.
 */
export function pickNextEvent(events: Stored[], now: number): PublicEventView | null {
  const live = events.find((e) => e.data.status === 'live');
  if (live) return toPublicView(live);
  const upcoming = events
    .filter((e) => e.data.status === 'scheduled' && (e.data.endsAt?.toMillis() ?? 0) > now)
    .sort((a, b) => startMs(a) - startMs(b));
  return upcoming[0] ? toPublicView(upcoming[0]) : null;
}

export { ENDED_SHOWN_MS };

/**
 * What /stream shows: live (with its source), ended (with the next), or the next one's countdown.
 * `anyLive`: whether any event is live now, whatever its visibility; a state that is not live then
 * says `otherLive` (that yes or no only, never which event: docs/live-events.md).
 */
export function pickStreamState(
  announced: Stored[],
  lastEnded: Stored | null,
  now: number,
  anyLive = false,
): StreamState {
  const live = announced.find((e) => e.data.status === 'live' && e.data.source);
  if (live) {
    return {
      state: 'live',
      event: toPublicView(live),
      source: live.data.source!,
      // Only the languages a track may be in (an event announced others before issue 41).
      captionTracks: offeredCaptionTracks(live.data.captionTracks),
      agendaNow: currentAgendaItem(live.data.agenda, live.data.agendaNow?.itemId),
    };
  }
  const next = pickNextEvent(announced, now);
  const endedMs = lastEnded?.data.endedAt?.toMillis() ?? 0;
  const ended = lastEnded
    ? { ...toPublicView(lastEnded), endedAt: lastEnded.data.endedAt?.toDate().toISOString() ?? null }
    : null;
  if (next && now - endedMs >= ENDED_SHOWN_MS) return { state: 'upcoming', event: next, otherLive: anyLive };
  return { state: 'ended', ended, next, otherLive: anyLive };
}

/**
 * Public events that are scheduled or live (index: visibility, status, startsAt). Drafts and
 * signed-in-only events never leave the server through the public functions.
 */
export async function loadAnnouncedPublicEvents(): Promise<Stored[]> {
  const snapshot = await db
    .collection(COLLECTIONS.events)
    .where('visibility', '==', 'public')
    .where('status', 'in', ['scheduled', 'live'])
    .orderBy('startsAt')
    .limit(50)
    .get();
  return snapshot.docs.map((doc) => ({ id: doc.id, data: doc.data() as StoredEvent }));
}

/**
 * Whether any event is live now, of any visibility: one document id at most (goLive keeps it to
 * one), none of its fields (`select()`).
 */
export async function isAnyEventLive(): Promise<boolean> {
  const snapshot = await db.collection(COLLECTIONS.events).where('status', '==', 'live').select().limit(1).get();
  return !snapshot.empty;
}

/** The public event that ended last (index: visibility, status, endedAt desc). */
export async function loadLastEndedPublicEvent(): Promise<Stored | null> {
  const snapshot = await db
    .collection(COLLECTIONS.events)
    .where('visibility', '==', 'public')
    .where('status', '==', 'ended')
    .orderBy('endedAt', 'desc')
    .limit(1)
    .get();
  const doc = snapshot.docs[0];
  return doc ? { id: doc.id, data: doc.data() as StoredEvent } : null;
}
