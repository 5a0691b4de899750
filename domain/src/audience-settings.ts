/**
 * Settings from the expected audience (docs/scale.md, "Settings from the expected audience"): from
 * how many viewers an event expects at once, the tally shards of its polls and live questions, the
 * lobby shards of its games, its heartbeat interval, how early to go live, over how many seconds a
 * pushed ballot reaches the rooms, and whether its feed arrives post by post or on a pulse. Each
 * setting keeps the peak it meets at AUDIENCE_HEADROOM of the published limit, by the formulas and
 * peak behaviour of audience-limits.ts, so `checkAudienceLimits` with them passes nothing.
 *
 * Settings belong to the object they size, fixed when it is made: a poll's shards when it opens
 * (its votes are already spread over them), a game's lobby shards when it is created, an event's
 * heartbeat and feed mode on the event document (rooms follow it). So each part has its own type,
 * carried by its own document (PollDoc.audience, GameDoc.audience, EventDoc.audience); a document
 * without one was made with the deployed configuration.
 */
import { FIRESTORE_LIMITS, PEAK_BEHAVIOUR, warmUpMinutes, type AudienceConfiguration } from './audience-limits.js';
import { EVENT_LIMITS } from './event.js';
import { PLAYER_SHARDS } from './game.js';
import { DEPLOYED_EVENT_SETTINGS, type EventAudienceSettings } from './event-settings.js';
import { TALLY_SHARDS } from './poll.js';
import { HEARTBEAT_MS, VIEWER_STALE_MS } from './presence.js';

/**
 * The share of each published limit the settings aim at: a peak sized to sit exactly at a limit
 * passes it with the first viewer more than expected or a burst a little tighter than assumed.
 */
export const AUDIENCE_HEADROOM = 0.8;

/** A poll's or live question's settings, fixed when it opens (PollDoc.audience). */
export interface PollAudienceSettings {
  /** Counter documents its votes are spread over. */
  tallyShards: number;
  /**
   * Seconds over which the rooms show its ballot after a push, each room at an offset of its own
   * (0: all at once), so its new `votes` collection starts under the 500/50/5 rule.
   */
  ballotSpreadSeconds: number;
}

/** A game's settings, fixed when it is created (GameDoc.audience). */
export interface GameAudienceSettings {
  /** Counter documents the lobby's joins are spread over. */
  lobbyShards: number;
}

export interface AudienceSettings {
  event: EventAudienceSettings;
  /** For each poll and live question opened in the event. */
  poll: PollAudienceSettings;
  /** For each game created in the event. */
  game: GameAudienceSettings;
}

/**
 * The heartbeat's bounds. Never shorter than today's 30 s: a shorter beat costs a write and two
 * rules reads more per viewer and makes "viewers now" no truer, since the control room counts every
 * 10 s and samples every minute, and the rules accept one beat per 10 s (±5 s jitter). Never longer
 * than 5 minutes: a viewer who vanishes without leaving (a phone out of signal; closing or hiding the
 * page leaves at once) stays counted for two and a half beats, 12.5 minutes at most — within the
 * control room's 30-minute sparkline, and a twelfth of the heartbeat's one-hour TTL.
 */
export const HEARTBEAT_BOUNDS_MS = { min: HEARTBEAT_MS, max: 300_000 } as const;
/** "Viewers now" forgets a heartbeat after this many beats (VIEWER_STALE_MS = 2.5 × HEARTBEAT_MS). */
const STALE_BEATS = VIEWER_STALE_MS / HEARTBEAT_MS;

/**
 * From this expected audience the feed arrives on a pulse: the smallest town-hall audience at which
 * the cost model (cost-model.ts, `feedMode`) prices the pulse below every post at once, at both
 * locations (321 viewers), rounded up to the hundred. Below it the pulse's own work (a lease, a digest
 * written each second that holds a change) costs more than the reads it saves, and every post at once
 * arrives without the pulse's second. cost-model.test.ts checks this figure against the model; an
 * event quieter than the town hall (fewer posts a viewer) crosses over later.
 */
export const PULSE_FEED_FROM_VIEWERS = 400;

/** What the deployment runs with when no audience is said. */
const DEPLOYED: AudienceSettings = {
  event: DEPLOYED_EVENT_SETTINGS,
  poll: { tallyShards: TALLY_SHARDS, ballotSpreadSeconds: 0 },
  game: { lobbyShards: PLAYER_SHARDS },
};

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/**
 * The settings for an event expecting `expectedAudience` viewers at once. Each is the deployed one
 * or more, never less (fewer shards would save nothing worth a risk), by the peaks of
 * audience-limits.ts (PEAK_BEHAVIOUR) at AUDIENCE_HEADROOM of each limit:
 *   - ballot spread: a poll's voters ÷ (500 × headroom) seconds of voting, less the burst's 20 s;
 *   - tally shards: votes a second (over the burst and the spread) ÷ (1 × headroom);
 *   - lobby shards: joins a second ÷ (1 × headroom);
 *   - heartbeat: viewers ÷ (500 × headroom) seconds, within HEARTBEAT_BOUNDS_MS;
 *   - going live early: the warm-up a new collection needs for the room's arrivals ÷ headroom;
 *   - feed mode: a pulse from PULSE_FEED_FROM_VIEWERS.
 */
export function settingsForAudience(expectedAudience: number | null | undefined): AudienceSettings {
  if (!expectedAudience || expectedAudience <= 0) return DEPLOYED;
  const viewers = expectedAudience;
  const peak = PEAK_BEHAVIOUR;
  const limits = FIRESTORE_LIMITS;
  const voters = viewers * peak.voteShare;
  const votingSeconds = Math.max(
    peak.voteBurstSeconds,
    Math.ceil(voters / (limits.newCollectionOpsPerSecond * AUDIENCE_HEADROOM)),
  );
  const perShard = limits.writesPerDocumentPerSecond * AUDIENCE_HEADROOM;
  const tallyShards = Math.max(TALLY_SHARDS, Math.ceil(voters / votingSeconds / perShard));
  const lobbyShards = Math.max(
    PLAYER_SHARDS,
    Math.ceil((viewers * peak.lobbyShare) / peak.lobbyJoinSeconds / perShard),
  );
  const beatSeconds = Math.ceil(viewers / (limits.sequentialIndexWritesPerSecond * AUDIENCE_HEADROOM));
  const heartbeatMs = clamp(beatSeconds * 1000, HEARTBEAT_BOUNDS_MS.min, HEARTBEAT_BOUNDS_MS.max);
  const arrivalWritesPerSecond = (viewers * peak.writesPerArrival) / peak.roomFillSeconds;
  return {
    event: {
      sizedFor: viewers,
      heartbeatMs,
      viewerStaleMs: heartbeatMs * STALE_BEATS,
      goLiveMinutesEarly: warmUpMinutes(arrivalWritesPerSecond / AUDIENCE_HEADROOM),
      feedMode: viewers >= PULSE_FEED_FROM_VIEWERS ? 'pulse' : 'live',
    },
    poll: { tallyShards, ballotSpreadSeconds: votingSeconds - peak.voteBurstSeconds },
    game: { lobbyShards },
  };
}

/** The settings as the configuration `checkAudienceLimits` checks. */
export const configurationOf = (settings: AudienceSettings): AudienceConfiguration => ({
  tallyShards: settings.poll.tallyShards,
  lobbyShards: settings.game.lobbyShards,
  heartbeatMs: settings.event.heartbeatMs,
  goLiveMinutesEarly: settings.event.goLiveMinutesEarly,
  ballotSpreadSeconds: settings.poll.ballotSpreadSeconds,
});

/** A poll's or live question's tally shards: its own, fixed when it opened; none: TALLY_SHARDS. */
export const tallyShardsOf = (poll: { audience?: PollAudienceSettings | null } | undefined): number =>
  poll?.audience?.tallyShards ?? TALLY_SHARDS;

/** A game's lobby shards: its own, fixed when it was created; none: PLAYER_SHARDS. */
export const lobbyShardsOf = (game: { audience?: GameAudienceSettings | null } | undefined): number =>
  game?.audience?.lobbyShards ?? PLAYER_SHARDS;

/**
 * The audience to size an object opened now: the event's expected audience, or its live audience
 * (viewers now, last sampled) when that is larger — a crowd the admin did not expect still gets
 * shards that hold it (docs/scale.md, "Settings from the expected audience").
 */
export const audienceToSize = (expected: unknown, live: unknown): number | null => {
  const count = (n: unknown) => (typeof n === 'number' && Number.isFinite(n) && n > 0 ? n : 0);
  // A sample is a control room's count: never sized beyond what the editor accepts.
  const largest = Math.min(EVENT_LIMITS.expectedAudienceMax, Math.max(count(expected), count(live)));
  return largest > 0 ? Math.ceil(largest) : null;
};

/**
 * The live audience must pass what an event's settings were sized for by more than this share
 * before they are chosen again: each re-choice rewrites the event document, which every room reads
 * once more, so a crowd growing a little at every sample does not make every room read it each
 * time (a crowd that grows tenfold: about 24 reads a room in all). At 1.1 × the
 * settings' peaks sit at 88 % of each limit, still within it (AUDIENCE_HEADROOM).
 */
export const RESIZE_GROWTH = 1.1;
/**
 * An event without an expected audience has its settings chosen from its live audience once that
 * reaches this many viewers: below it every setting an audience chooses is the deployed one (the
 * feed's pulse starts here, the heartbeat lengthens far later), so there is nothing to rewrite.
 */
export const RESIZE_FROM_VIEWERS = PULSE_FEED_FROM_VIEWERS;

/**
 * The audience to choose a live event's settings again for, from a "viewers now" sample (the
 * control room's count), given the settings it runs (EventDoc.audience): the sample when it passes
 * them by more than RESIZE_GROWTH (none: from RESIZE_FROM_VIEWERS); otherwise null, keep them.
 * Never downward: a crowd that thins keeps the settings its peak chose (docs/scale.md, "Settings
 * from the expected audience").
 */
export function audienceToResize(current: EventAudienceSettings | null | undefined, sample: unknown): number | null {
  const size = audienceToSize(null, sample);
  if (size === null) return null;
  const sizedFor = current?.sizedFor ?? null;
  const needed = sizedFor === null ? size >= RESIZE_FROM_VIEWERS : size > sizedFor * RESIZE_GROWTH;
  return needed ? size : null;
}
