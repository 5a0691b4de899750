/**
 * Will the configuration hold the expected audience? From an event's expected audience and a
 * configuration (the deployed one, or the settings the audience chose: audience-settings.ts), the
 * write rates at the peaks docs/scale.md describes, each set against the published Firestore limit it meets: which
 * limits would be passed, and how close each comes. The control room and the event editor warn
 * before the event when one is passed (docs/scale.md, "Where it breaks first").
 *
 * Pure arithmetic, no Firestore: the figures are the same as the page's "peaks and limits" table.
 */
import { TOWN_HALL } from './cost-town-hall.js';
import { PLAYER_SHARDS } from './game.js';
import { TALLY_SHARDS } from './poll.js';
import { HEARTBEAT_MS } from './presence.js';

/** What the deployment sets that decides how many viewers it holds. */
export interface AudienceConfiguration {
  /** Counter documents a poll's (or live question's) votes are spread over. */
  tallyShards: number;
  /** Counter documents the game lobby's joins are spread over. */
  lobbyShards: number;
  /** How often each viewer's heartbeat is rewritten. */
  heartbeatMs: number;
  /**
   * Minutes the room is open (heartbeats, join records) before the peak, so the event's new
   * collections have ramped under the 500/50/5 rule; absent: none.
   */
  goLiveMinutesEarly?: number;
  /**
   * Seconds over which the rooms show a pushed poll's ballot (each room at its own offset), on top
   * of the voting burst, so the poll's new `votes` collection starts slowly; absent: none.
   */
  ballotSpreadSeconds?: number;
}

/** The configuration in this build of the code. */
export const DEPLOYED_CONFIGURATION: AudienceConfiguration = {
  tallyShards: TALLY_SHARDS,
  lobbyShards: PLAYER_SHARDS,
  heartbeatMs: HEARTBEAT_MS,
};

/**
 * Firestore's published limits the peaks meet (sources in docs/scale.md): ~1 sustained write a
 * second per document; a new collection starts at 500 operations a second (+50 % every 5 min);
 * 500 writes a second to a collection whose indexed field only grows (the heartbeat's server
 * time); 10 000 writes a second per database; a million concurrent connections per database.
 */
export const FIRESTORE_LIMITS = {
  writesPerDocumentPerSecond: 1,
  newCollectionOpsPerSecond: 500,
  newCollectionRampEveryMinutes: 5,
  newCollectionRampFactor: 1.5,
  sequentialIndexWritesPerSecond: 500,
  writesPerDatabasePerSecond: 10_000,
  connectionsPerDatabase: 1_000_000,
} as const;

/**
 * How the audience behaves at the peaks (docs/scale.md, "peaks and limits"): the town hall's share
 * voting, all within ~20 s of a push; its share of players joining the lobby within 30 s; the room
 * filling in 2 minutes. A vote is four writes (the vote, its shard, its counted mark, attendance).
 */
export const PEAK_BEHAVIOUR = {
  voteShare: TOWN_HALL.voteShare,
  voteBurstSeconds: 20,
  writesPerVote: 4,
  lobbyShare: TOWN_HALL.gamePlayerShare,
  lobbyJoinSeconds: 30,
  roomFillSeconds: 120,
  /** Writes a viewer makes on arriving: the heartbeat and the join record. */
  writesPerArrival: 2,
} as const;

export const AUDIENCE_LIMITS = [
  /** A tally shard's writes at a poll push, against ~1 write/s per document. */
  'tallyShard',
  /** A lobby shard's writes as players join the game. */
  'lobbyShard',
  /** Heartbeats on the index of server times, against 500 writes/s. */
  'heartbeatIndex',
  /** A poll's votes, a new collection at each push, against the 500 operations/s a new one starts at. */
  'newVotesCollection',
  /** The event's viewers and join records as the room fills, likewise. */
  'newViewersCollection',
  /** Every write at a poll push, against the database's 10 000/s. */
  'databaseWrites',
  /** One connection per viewer, against a million per database. */
  'connections',
] as const;
export type AudienceLimit = (typeof AUDIENCE_LIMITS)[number];

export interface AudienceLimitCheck {
  limit: AudienceLimit;
  /** The peak rate (per second; a count for connections) the audience brings. */
  load: number;
  /** The published limit it is set against. */
  capacity: number;
  /** load ÷ capacity: how close it comes; above 1 the limit is passed. */
  share: number;
  passed: boolean;
  /**
   * What would hold it, for the limits a setting or a habit moves: the shards needed
   * (tallyShard, lobbyShard), the heartbeat interval in seconds (heartbeatIndex), the minutes
   * of warm-up before the peak (newViewersCollection), the seconds a poll should stay open
   * (newVotesCollection). Absent for the rest.
   */
  needed?: number;
}

const check = (limit: AudienceLimit, load: number, capacity: number, needed?: number): AudienceLimitCheck => ({
  limit,
  load,
  capacity,
  share: load / capacity,
  passed: load > capacity,
  ...(needed === undefined ? {} : { needed }),
});

/**
 * Minutes a new collection must take traffic before it accepts `opsPerSecond` under the
 * 500/50/5 rule (500 at first, half as much again every 5 minutes).
 */
export function warmUpMinutes(opsPerSecond: number): number {
  const { newCollectionOpsPerSecond: start, newCollectionRampFactor: factor } = FIRESTORE_LIMITS;
  if (opsPerSecond <= start) return 0;
  const steps = Math.ceil(Math.log(opsPerSecond / start) / Math.log(factor));
  return steps * FIRESTORE_LIMITS.newCollectionRampEveryMinutes;
}

/** Operations a second a new collection accepts after `minutes` of traffic (the 500/50/5 rule). */
export function rampedOpsPerSecond(minutes: number): number {
  const { newCollectionOpsPerSecond: start, newCollectionRampFactor: factor } = FIRESTORE_LIMITS;
  return start * factor ** Math.floor(Math.max(0, minutes) / FIRESTORE_LIMITS.newCollectionRampEveryMinutes);
}

/** Every limit the peaks of `expectedAudience` viewers meet, in AUDIENCE_LIMITS order. */
export function checkAudienceLimits(
  expectedAudience: number,
  configuration: AudienceConfiguration = DEPLOYED_CONFIGURATION,
): AudienceLimitCheck[] {
  const viewers = Math.max(0, expectedAudience);
  const limits = FIRESTORE_LIMITS;
  const peak = PEAK_BEHAVIOUR;
  const votesPerSecond =
    (viewers * peak.voteShare) / (peak.voteBurstSeconds + (configuration.ballotSpreadSeconds ?? 0));
  const lobbyJoinsPerSecond = (viewers * peak.lobbyShare) / peak.lobbyJoinSeconds;
  const beatsPerSecond = viewers / (configuration.heartbeatMs / 1000);
  const arrivalWritesPerSecond = (viewers * peak.writesPerArrival) / peak.roomFillSeconds;
  const perDocument = limits.writesPerDocumentPerSecond;
  return [
    check(
      'tallyShard',
      votesPerSecond / configuration.tallyShards,
      perDocument,
      Math.ceil(votesPerSecond / perDocument),
    ),
    check(
      'lobbyShard',
      lobbyJoinsPerSecond / configuration.lobbyShards,
      perDocument,
      Math.ceil(lobbyJoinsPerSecond / perDocument),
    ),
    check(
      'heartbeatIndex',
      beatsPerSecond,
      limits.sequentialIndexWritesPerSecond,
      Math.ceil(viewers / limits.sequentialIndexWritesPerSecond),
    ),
    check(
      'newVotesCollection',
      votesPerSecond,
      limits.newCollectionOpsPerSecond,
      Math.ceil((viewers * peak.voteShare) / limits.newCollectionOpsPerSecond),
    ),
    check(
      'newViewersCollection',
      arrivalWritesPerSecond,
      rampedOpsPerSecond(configuration.goLiveMinutesEarly ?? 0),
      warmUpMinutes(arrivalWritesPerSecond),
    ),
    check('databaseWrites', votesPerSecond * peak.writesPerVote + beatsPerSecond, limits.writesPerDatabasePerSecond),
    check('connections', viewers, limits.connectionsPerDatabase),
  ];
}

/** Only the limits the expected audience would pass: empty when the configuration holds it. */
export const passedAudienceLimits = (
  expectedAudience: number | null | undefined,
  configuration: AudienceConfiguration = DEPLOYED_CONFIGURATION,
): AudienceLimitCheck[] =>
  expectedAudience ? checkAudienceLimits(expectedAudience, configuration).filter((c) => c.passed) : [];
