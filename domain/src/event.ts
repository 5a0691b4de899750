import { z } from 'zod';
import { documentIdSchema, epochMillisSchema, requestIdSchema } from './payload.js';
import { pollIdSchema } from './poll.js';

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

/** The document at `events/{eventId}`. Times are Firestore Timestamps (TTime) in the SDKs. */
export interface EventDoc<TTime = unknown> {
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
   * The last poll pushed live, kept when it is cleared and when the event ends (absent on events
   * that never had one): the ended room shows its final results (setLivePoll writes it).
   */
  lastPollId?: string | null;
  overlay: EventOverlay | null;
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
} as const;

// ---- editor / callable schemas (shared by the web form and the functions) ---------------------

export const eventIdSchema = documentIdSchema('event id');

/** An https URL, or a same-origin absolute path such as the bundled test clip (`/media/…`). */
const hlsUrlSchema = z
  .string()
  .trim()
  .min(1, 'Stream URL is required')
  .max(EVENT_LIMITS.urlMax, 'Stream URL is too long')
  .regex(/^(https:\/\/[^\s]+|\/(?!\/)[^\s]*)$/i, 'Stream URL must start with https:// (or / for this site)')
  .regex(/\.m3u8(\?[^\s]*)?$/i, 'Stream URL must point at an HLS playlist (.m3u8)');

const videoIdSchema = (service: string, pattern: RegExp) =>
  z
    .string()
    .trim()
    .min(1, `${service} id is required`)
    .max(EVENT_LIMITS.videoIdMax, `${service} id is too long`)
    .regex(pattern, `That is not a ${service} id`);

export const streamSourceSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('hls'), url: hlsUrlSchema }),
  z.object({ kind: z.literal('youtube'), videoId: videoIdSchema('YouTube', /^[A-Za-z0-9_-]{6,20}$/) }),
  z.object({ kind: z.literal('vimeo'), videoId: videoIdSchema('Vimeo', /^[0-9]{1,20}$/) }),
  z.object({ kind: z.literal('camera') }),
]);

/** What the event editor submits. Times are epoch milliseconds. */
export const eventInputSchema = z
  .object({
    title: z
      .string()
      .trim()
      .min(1, 'Title is required')
      .max(EVENT_LIMITS.titleMax, `Title must be at most ${EVENT_LIMITS.titleMax} characters`),
    description: z
      .string()
      .trim()
      .max(EVENT_LIMITS.descriptionMax, `Description must be at most ${EVENT_LIMITS.descriptionMax} characters`),
    coverImageUrl: z
      .string()
      .trim()
      .max(EVENT_LIMITS.urlMax, 'Cover image URL is too long')
      .regex(/^(https:\/\/[^\s]+)?$/i, 'Cover image URL must start with https://'),
    startsAt: epochMillisSchema('Start time').nonnegative(),
    endsAt: epochMillisSchema('End time').nonnegative(),
    visibility: z.enum(EVENT_VISIBILITIES),
    /** false keeps the event a draft (admins only); true announces it (scheduled). */
    published: z.boolean(),
    source: streamSourceSchema,
  })
  .superRefine((event, ctx) => {
    if (event.endsAt <= event.startsAt) {
      ctx.addIssue({ code: 'custom', path: ['endsAt'], message: 'End time must be after the start time' });
    }
  });
export type EventInput = z.infer<typeof eventInputSchema>;

export const createEventRequest = z.object({ event: eventInputSchema, requestId: requestIdSchema });
export const updateEventRequest = z.object({ eventId: eventIdSchema, event: eventInputSchema });
export interface SaveEventResponse {
  eventId: string;
}

export const eventRequest = z.object({ eventId: eventIdSchema });
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

/** Push a poll live in the room (it must be open), or clear it with null. */
export const setLivePollRequest = z.object({ eventId: eventIdSchema, pollId: pollIdSchema.nullable() });
export interface SetLivePollResponse {
  eventId: string;
  livePollId: string | null;
}

export const eventOverlaySchema = z.object({ kind: z.literal('poll-results'), pollId: pollIdSchema });
export const setOverlayRequest = z.object({ eventId: eventIdSchema, overlay: eventOverlaySchema.nullable() });
export interface SetOverlayResponse {
  eventId: string;
  overlay: EventOverlay | null;
}
