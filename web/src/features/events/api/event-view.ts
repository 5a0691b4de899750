import type { AgendaItem, EventAudienceSettings, EventDoc } from '@civic/domain';
import type { DocumentSnapshot } from 'firebase/firestore';
import { millisOf, readDoc, requiredMillisOf } from '@/lib/firebase/time';

/**
 * An event as screens use it: id, times in epoch ms. Title and description as written, with their
 * versions: a screen shows `useVersion(event)` (lib/i18n/versions.ts).
 */
export interface EventView extends Omit<
  EventDoc,
  | 'startsAt'
  | 'endsAt'
  | 'wentLiveAt'
  | 'endedAt'
  | 'createdAt'
  | 'updatedAt'
  | 'lastPollId'
  | 'livePollAt'
  | 'captionTracks'
  | 'expectedAudience'
  | 'audience'
  | 'agenda'
  | 'agendaNow'
> {
  /** The agenda in order ([] for none: the rooms show nothing of it; docs/replays.md). */
  agenda: AgendaItem[];
  /** The item marked "Now" and when (server time), or null. */
  agendaNow: { itemId: string; atMs: number | null } | null;
  lastPollId: string | null;
  /** When the poll live now was pushed (server time), or null: each room counts its ballot's offset from it. */
  livePollAtMs: number | null;
  /** Languages of the live caption tracks typed so far (none: the room loads no captions code). */
  captionTracks: string[];
  /** Viewers the admin expects at once, or null when not said. */
  expectedAudience: number | null;
  /**
   * The settings its audience chose (heartbeat, "viewers now" window, feed mode, going live early);
   * null: the deployed configuration (docs/scale.md, "Settings from the expected audience").
   */
  audience: EventAudienceSettings | null;
  id: string;
  startsAtMs: number;
  endsAtMs: number;
  wentLiveAtMs: number | null;
  endedAtMs: number | null;
}

export function toEventView(snapshot: DocumentSnapshot): EventView {
  const data = readDoc<EventDoc<unknown>>(snapshot);
  return {
    title: data.title,
    description: data.description,
    language: data.language,
    translations: data.translations,
    coverImageUrl: data.coverImageUrl ?? '',
    status: data.status,
    visibility: data.visibility,
    source: data.source,
    livePollId: data.livePollId ?? null,
    lastPollId: data.lastPollId ?? null,
    livePollAtMs: millisOf(data.livePollAt),
    captionTracks: data.captionTracks ?? [],
    expectedAudience: data.expectedAudience ?? null,
    audience: data.audience ?? null,
    overlay: data.overlay ?? null,
    agenda: data.agenda ?? [],
    agendaNow: data.agendaNow ? { itemId: data.agendaNow.itemId, atMs: millisOf(data.agendaNow.at) } : null,
    createdBy: data.createdBy ?? null,
    id: snapshot.id,
    startsAtMs: requiredMillisOf(data.startsAt),
    endsAtMs: requiredMillisOf(data.endsAt),
    wentLiveAtMs: millisOf(data.wentLiveAt),
    endedAtMs: millisOf(data.endedAt),
  };
}
