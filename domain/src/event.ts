import { z } from 'zod';
import { documentIdSchema, epochMillisSchema, requestIdSchema } from './payload.js';
import { pollIdSchema } from './poll.js';

/**
 * Live events. One document `events/{eventId}` per event; the room's live state (the poll pushed
 * live, the overlay) sits on it, so a viewer listens to one document. Viewers' heartbeats and
 * reactions live in its subcollections (see COLLECTIONS); signalling for the in-app camera lives
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

// ---- presence (viewers now) --------------------------------------------------------------------

/**
 * `events/{eventId}/viewers/{uid}`: one heartbeat document per viewer, rewritten every
 * HEARTBEAT_MS while the page is visible and deleted when the viewer leaves. "Viewers now" is a
 * count() of heartbeats newer than VIEWER_STALE_MS (two missed beats), never a read of every doc.
 * See functions/src/events/presence.ts for the write-rate arithmetic at 10 000 viewers.
 */
export const HEARTBEAT_MS = 30_000;
export const VIEWER_STALE_MS = 75_000;
/** A heartbeat expires (TTL policy on `expireAt`) this long after it was written. */
export const VIEWER_TTL_MS = 60 * 60 * 1000;
export interface ViewerDoc<TTime = unknown> {
  seenAt: TTime;
  expireAt: TTime;
}
/**
 * `events/{eventId}/viewerJoins/{uid}`: when the viewer last created their heartbeat (server
 * time). A heartbeat is created only in one batch with this record, which the viewer can never
 * delete, so at most one create per HEARTBEAT_MIN_GAP_MS holds across delete-and-create; its
 * creation (once per account and event) records the viewer's attendance (recordViewer).
 */
export interface ViewerJoinDoc<TTime = unknown> {
  at: TTime;
}
/** The rules accept at most one heartbeat write (and one join) per viewer in this window. */
export const HEARTBEAT_MIN_GAP_MS = 10_000;

/** `events/{eventId}/viewerSamples/{minute}`: viewers-now once a minute, for the sparkline. */
export const VIEWER_SAMPLE_MS = 60_000;
export const VIEWER_HISTORY_MS = 30 * 60_000;
export interface ViewerSampleDoc<TTime = unknown> {
  at: TTime;
  count: number;
}

// ---- reactions ---------------------------------------------------------------------------------

/** The emoji viewers can send, keyed by a stable id (field paths stay plain ASCII). */
export const REACTIONS = { clap: '👏', heart: '❤️', laugh: '😂', wow: '😮', up: '👍' } as const;
export type ReactionId = keyof typeof REACTIONS;
export const REACTION_IDS = Object.keys(REACTIONS) as ReactionId[];
/** Each reaction's name, for the buttons and for the control room's totals ("Applause: 3"). */
export const REACTION_LABELS: Record<ReactionId, string> = {
  clap: 'Applause',
  heart: 'Love it',
  laugh: 'Funny',
  wow: 'Surprising',
  up: 'Agree',
};

/** One reaction per viewer per this interval, enforced by the rules at server time. */
export const REACTION_MIN_INTERVAL_MS = 1000;

/**
 * `events/{eventId}/reactions/{uid}`: the viewer's own running counts. Each reaction adds one to
 * one counter, at most once per REACTION_MIN_INTERVAL_MS (rules), so each of these documents takes
 * at most one write a second: they are the totals' shards, summed by an aggregation when the
 * pulse is published (docs/live-events.md, "Reactions").
 */
export interface ReactionDoc<TTime = unknown> {
  counts: Partial<Record<ReactionId, number>>;
  last: ReactionId;
  sentAt: TTime;
}

/**
 * `events/{eventId}/stats/reactions`: what every viewer listens to, rewritten at most once per
 * REACTION_PULSE_MS with the exact totals, so a viewer receives one small document per pulse
 * however many people react (functions/src/events/publishReactions.ts).
 */
export const REACTION_PULSE_MS = 1000;
export const STATS_REACTIONS_DOC = 'reactions';
/** `stats/reactionsLease`: `{ at }`, when a caller last claimed the right to write the pulse. */
export const STATS_REACTIONS_LEASE_DOC = 'reactionsLease';
export interface ReactionPulseDoc<TTime = unknown> {
  totals: Record<ReactionId, number>;
  /** When the pulse was claimed: pulses are at least REACTION_PULSE_MS apart. */
  at: TTime;
  /** A time before the sums were read: every reaction committed by then is in `totals`. */
  through: TTime;
}

export function emptyReactionTotals(): Record<ReactionId, number> {
  return Object.fromEntries(REACTION_IDS.map((id) => [id, 0])) as Record<ReactionId, number>;
}

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
export type CreateEventRequest = z.infer<typeof createEventRequest>;
export const updateEventRequest = z.object({ eventId: eventIdSchema, event: eventInputSchema });
export type UpdateEventRequest = z.infer<typeof updateEventRequest>;
export interface SaveEventResponse {
  eventId: string;
}

export const eventRequest = z.object({ eventId: eventIdSchema });
export type EventRequest = z.infer<typeof eventRequest>;
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
export type SetLivePollRequest = z.infer<typeof setLivePollRequest>;
export interface SetLivePollResponse {
  eventId: string;
  livePollId: string | null;
}

export const eventOverlaySchema = z.object({ kind: z.literal('poll-results'), pollId: pollIdSchema });
export const setOverlayRequest = z.object({ eventId: eventIdSchema, overlay: eventOverlaySchema.nullable() });
export type SetOverlayRequest = z.infer<typeof setOverlayRequest>;
export interface SetOverlayResponse {
  eventId: string;
  overlay: EventOverlay | null;
}

/**
 * A viewer's page asks for the pulse after reacting (publishReactions): `included` — a pulse
 * already counts the caller's last reaction; `published` — this call wrote one that does;
 * `throttled` — a pulse went out less than REACTION_PULSE_MS ago: ask again after `retryInMs`.
 */
export const publishReactionsRequest = z.object({ eventId: eventIdSchema });
export type PublishReactionsRequest = z.infer<typeof publishReactionsRequest>;
export interface PublishReactionsResponse {
  state: 'included' | 'published' | 'throttled';
  retryInMs: number;
}

/** A viewer asks at most this many times per reaction (a pulse goes out every second meanwhile). */
export const PULSE_ASKS_MAX = 8;
/** Spread over this many ms, viewers told "too soon" together do not all ask at the same instant. */
export const PULSE_ASK_JITTER_MS = 400;

/**
 * A viewer's side of the pulse, after each reaction: asks (publishReactions) until a pulse counts
 * it, waiting (`wait`: the caller's timer) as long as the server says between asks. Nothing on the
 * server waits.
 */
export async function askForReactionPulse(
  ask: () => Promise<PublishReactionsResponse>,
  wait: (ms: number) => Promise<void>,
): Promise<PublishReactionsResponse['state']> {
  for (let attempt = 1; ; attempt++) {
    const answer = await ask();
    if (answer.state !== 'throttled' || attempt === PULSE_ASKS_MAX) return answer.state;
    await wait(answer.retryInMs + Math.random() * PULSE_ASK_JITTER_MS);
  }
}

// ---- the public stream (HTTP function getStreamState) ------------------------------------------

/** The public face of an event: what visitors may see, never drafts or signed-in-only events. */
export interface PublicEventView {
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
  | { state: 'live'; event: PublicEventView; source: StreamSource }
  | { state: 'upcoming'; event: PublicEventView }
  | { state: 'ended'; ended: PublicEventView | null; next: PublicEventView | null };
