/**
 * Live events. One document `events/{eventId}` per event; the room's live state (the poll pushed
 * live, the overlay) sits on it, so a viewer listens to one document. Viewers' heartbeats
 * (presence.ts) and reactions (reactions.ts) live in its subcollections (see COLLECTIONS); signalling for the in-app camera lives
 * in a subcollection of its own (features/camera, its own rules block).
 *
 * Lifecycle (`status`), changed only by the callables in functions/src/events:
 *   draft ──publish──▶ scheduled ──goLive──▶ live ──endEvent──▶ ended
 *     └──────────────goLive───────────────────┘
 * Unlike a poll's, an event's status is stored: going live and ending are an administrator's
 * decisions, not the schedule's (an event may start late or overrun). At most one event is live
 * at a time: goLive and endEvent hold the lock document LIVE_LOCK in one transaction.
 */
import type { Localized } from './localized.js';
import type { AgendaItem, AgendaNow } from './agenda.js';
import type { EventAudienceSettings } from './event-settings.js';
export const EVENT_STATUSES = ['draft', 'scheduled', 'live', 'ended'] as const;
export type EventStatus = (typeof EVENT_STATUSES)[number];

/** `public`: visitors see it on /stream too. `signed-in`: only signed-in accounts see it. */
export const EVENT_VISIBILITIES = ['public', 'signed-in'] as const;
export type EventVisibility = (typeof EVENT_VISIBILITIES)[number];

export const STREAM_SOURCE_KINDS = ['hls', 'youtube', 'vimeo', 'camera'] as const;
export type StreamSourceKind = (typeof STREAM_SOURCE_KINDS)[number];

/**
 * Where the video comes from. `hls`: an https URL or a same-origin path (the bundled test clip);
 * `youtube`/`vimeo`: a video or live id, shown in a privacy-enhanced embed; `camera`: the
 * administrator's browser broadcasts over WebRTC (features/camera).
 */
export type StreamSource =
  | { kind: 'hls'; url: string }
  | { kind: 'youtube'; videoId: string }
  | { kind: 'vimeo'; videoId: string }
  | { kind: 'camera' };

/** What the room shows over the video. Only admins set it (setOverlay). */
export type EventOverlay = { kind: 'poll-results'; pollId: string };

/** The event's texts that may have a version per language. */
export type EventVersionField = 'title' | 'description';

/**
 * The document at `events/{eventId}`. Times are Firestore Timestamps (TTime) in the SDKs. Title and
 * description are the author's, in `language`; `translations` holds other versions (localized.ts).
 */
export interface EventDoc<TTime = unknown> extends Localized<EventVersionField> {
  title: string;
  description: string;
  /** https URL of a cover image, or '' for none. */
  coverImageUrl: string;
  startsAt: TTime;
  endsAt: TTime;
  status: EventStatus;
  visibility: EventVisibility;
  source: StreamSource;
  /** The poll pushed live in the room now, or null. */
  livePollId: string | null;
  /**
   * When the poll live now was pushed (server time; setLivePoll writes it with each push of another
   * poll, absent before issue 45): each room counts its ballot's offset from it (ballot-spread.ts),
   * so a reload does not start the wait again.
   */
  livePollAt?: TTime | null;
  /**
   * The last poll pushed live, kept when it is cleared and when the event ends (absent on events
   * that never had one): the ended room shows its final results (setLivePoll writes it).
   */
  lastPollId?: string | null;
  overlay: EventOverlay | null;
  /**
   * The agenda, in order (agenda.ts; absent or [] on an event without one: the rooms show nothing
   * of it). Only createEvent and updateEvent write it.
   */
  agenda?: AgendaItem[];
  /**
   * The item marked "Now" in the control room and when (server time), or null; absent before any
   * mark. Only setAgendaItem writes it, with a timeline record of the same moment.
   */
  agendaNow?: AgendaNow<TTime> | null;
  /**
   * The languages of the live caption tracks typed for this event so far (sendCaption adds a
   * language with its first line; absent before any). /stream offers them without reading the lines.
   */
  captionTracks?: string[];
  /**
   * How many viewers the admin expects at once (absent or null: not said). The control room and
   * the editor check it against what the deployed configuration holds (audience-limits.ts).
   */
  expectedAudience?: number | null;
  /**
   * The settings its expected audience chose (audience-settings.ts, settingsForAudience): heartbeat
   * interval, "viewers now" window, how early to go live, the feed mode. Rooms follow them from this
   * document. Absent or null: the deployed configuration (HEARTBEAT_MS, every post at once).
   */
  audience?: EventAudienceSettings | null;
  wentLiveAt: TTime | null;
  endedAt: TTime | null;
  createdBy: string | null;
  createdAt: TTime;
  updatedAt: TTime;
}

/** The lock document goLive/endEvent hold: `liveLock/current` names the live event, or null. */
export const LIVE_LOCK = { collection: 'liveLock', doc: 'current' } as const;
export interface LiveLockDoc<TTime = unknown> {
  eventId: string | null;
  since: TTime | null;
}

export const EVENT_LIMITS = {
  titleMax: 140,
  descriptionMax: 2000,
  urlMax: 2048,
  videoIdMax: 64,
  /** An expected audience above this is a typo: the checks' largest published limit is a million connections. */
  expectedAudienceMax: 1_000_000,
} as const;
export interface SaveEventResponse {
  eventId: string;
}
export interface DeleteEventResponse {
  eventId: string;
}
export interface GoLiveResponse {
  eventId: string;
  wentLiveAt: number;
}
export interface EndEventResponse {
  eventId: string;
  endedAt: number;
  /** The live poll that was closed with the event, if one was open. */
  closedPollId: string | null;
}
export interface SetLivePollResponse {
  eventId: string;
  livePollId: string | null;
}
export interface SetAgendaItemResponse {
  eventId: string;
  /** The item marked current, or null for none. */
  itemId: string | null;
}
export interface SetOverlayResponse {
  eventId: string;
  overlay: EventOverlay | null;
}
