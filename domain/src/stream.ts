/**
 * What /stream needs at run time, free of zod: the public stream page is a visitor's page, and
 * zod both weighs on its script budget and probes `new Function` (a CSP eval report) when loaded.
 * The source's shape is in event.ts (types only here).
 */
import type { EventVersionField, StreamSource } from './event.js';
import type { Localized } from './localized.js';
import type { CurrentAgendaItem } from './agenda.js';

/** How often /stream asks getStreamState again (the response is cached at most half of this). */
export const STREAM_POLL_MS = 10_000;

/** Privacy-enhanced embed URLs: the only frame origins the CSP allows (firebase.json). */
export function embedUrl(source: Extract<StreamSource, { kind: 'youtube' | 'vimeo' }>): string {
  const id = encodeURIComponent(source.videoId);
  return source.kind === 'youtube'
    ? `https://www.youtube-nocookie.com/embed/${id}?autoplay=1&mute=1&playsinline=1&rel=0`
    : `https://player.vimeo.com/video/${id}?autoplay=1&muted=1&dnt=1`;
}

/**
 * The public face of an event: what visitors may see, never drafts or signed-in-only events. Its
 * versions come along; the page shows the reader's (pickVersion).
 */
export interface PublicEventView extends Localized<EventVersionField> {
  id: string;
  title: string;
  description: string;
  coverImageUrl: string;
  status: 'scheduled' | 'live';
  startsAt: string;
  endsAt: string;
}

/**
 * What /stream shows, decided on the server: the live public event with its source, else the next
 * public event (countdown), else the last ended one with the next (ended). Camera sources are not
 * sent: a WebRTC broadcast needs a signed-in viewer.
 */
export type StreamState =
  | {
      state: 'live';
      event: PublicEventView;
      source: StreamSource;
      /** Languages of the live captions typed in the control room so far (docs/captions.md). */
      captionTracks: string[];
      /**
       * The agenda item marked current, with its number and the agenda's length (its versions are
       * in the event's language); null when none is marked or the event has no agenda. Only that
       * item is sent, not the agenda: /stream shows nothing else of it.
       */
      agendaNow?: CurrentAgendaItem | null;
    }
  | ({ state: 'upcoming'; event: PublicEventView } & SignedInLive)
  | ({ state: 'ended'; ended: EndedEventView | null; next: PublicEventView | null } & SignedInLive);

/**
 * The last public event that ended, with when (ISO; null for a document without it): the live
 * room's facts tell from it whether the room will show that event's end (for ENDED_SHOWN_MS,
 * ended-shown.ts) or that nothing is live (docs/performance.md, "/live's facts before the SDKs").
 */
export interface EndedEventView extends PublicEventView {
  endedAt: string | null;
}

/**
 * Beside a state that is not live: whether an event is live that this state does not show (one for
 * signed-in residents only). The live room (/live) shows these facts before its listener is up
 * (docs/performance.md, "/live's facts before the SDKs") and must not say that nothing is live
 * while such an event is. Only this yes or no leaves the server: never that event's title, id or
 * address (docs/live-events.md, "What a visitor may know").
 */
export interface SignedInLive {
  otherLive?: boolean;
}
