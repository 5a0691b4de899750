/**
 * What an event is costing, from the counts an admin's screen can read cheaply (a handful of
 * count() aggregations and small documents, never a read per viewer): the control room's running
 * estimate and the admin dashboard's last events (docs/scale.md, "In the control room"). The
 * operations come from the one model (cost-model.ts), priced by the one price file (cost-prices.ts).
 */
import type { EventAudienceSettings } from './event-settings.js';
import { COMMENT_LIMITS } from './comment.js';
import {
  COST_FEATURES,
  costOf,
  predictOps,
  sumOps,
  type CostFeature,
  type EventActivity,
  type GameActivity,
} from './cost-model.js';
import type { FirestoreLocation } from './cost-prices.js';
import { reactionPulses } from './cost-town-hall.js';

/** Where the project's database is assumed to be until a city says otherwise: the cheaper single region. */
export const DEFAULT_COST_LOCATION: FirestoreLocation = 'us-central1';

/**
 * The per-hour rate divides by at least this much of the event: in its first minutes one poll
 * push would otherwise read as sixty an hour.
 */
export const MIN_RATE_HOURS = 10 / 60;

/** What an admin can count of an event, live or ended. */
export interface EventCounters {
  /** Hours since it went live (to its end, once ended). */
  hours: number;
  /** Viewers in the room now (the control room's count); for an ended event, the average. */
  viewersNow: number;
  /** Viewers on average so far (the viewer samples' mean); null when none were taken. */
  averageViewers: number | null;
  /** Distinct signed-in accounts that opened the room. */
  uniqueViewers: number;
  /** Votes of each poll open during the event. */
  pollVotes: number[];
  /** Answers of each live question (word cloud, scale, open answer) open during the event. */
  liveAnswers: number[];
  /** Each poll's and live question's own tally shards, in the order above (unknown: the deployed). */
  pollShards?: number[];
  liveShards?: number[];
  /** The event's settings (heartbeat, feed mode); absent or null: the deployed configuration. */
  settings?: EventAudienceSettings | null;
  /** Posts, questions included, and questions alone; upvotes on the questions. */
  comments: number;
  questions: number;
  upvotes: number;
  reactions: number;
  captionTracks: number;
  captionLines: number;
  game: GameActivity | null;
  /** Control rooms open for the event (at least the one looking). */
  controlRooms: number;
}

/**
 * The model's input from the counts. What the counts cannot say is assumed, on the busy side:
 * every viewer opened the room once (returns are not counted), poll results were shown live to
 * voters, a room opened on average halfway through (finding half the posts and caption lines so
 * far), every post came from a different account, and each poll was taken off the room once.
 */
export function activityFromCounters(c: EventCounters): EventActivity {
  const viewers = c.averageViewers ?? c.viewersNow;
  const uniqueViewers = Math.max(c.uniqueViewers, Math.ceil(viewers));
  const pushes = c.pollVotes.length + c.liveAnswers.length;
  const { pulses, asks } = reactionPulses(c.reactions, c.hours * 3600);
  const mostVotes = Math.max(0, ...c.pollVotes, ...c.liveAnswers);
  return {
    viewers,
    hours: c.hours,
    uniqueViewers,
    joins: uniqueViewers,
    returns: 0,
    leaves: Math.max(0, uniqueViewers - c.viewersNow),
    eventUpdates: pushes,
    captionTracks: c.captionTracks,
    // Each object's own settings (docs/scale.md, "Settings from the expected audience").
    ...(c.settings ? { heartbeatMs: c.settings.heartbeatMs, feedMode: c.settings.feedMode } : {}),
    polls: c.pollVotes.map((votes, i) => ({
      votes,
      resultsLive: true,
      votesAfterOverlay: null,
      ...(c.pollShards?.[i] ? { tallyShards: c.pollShards[i] } : {}),
    })),
    liveQuestions: c.liveAnswers.map((answers, i) => ({
      answers,
      resultsLive: true,
      ...(c.liveShards?.[i] ? { tallyShards: c.liveShards[i] } : {}),
    })),
    comments: c.comments,
    questions: c.questions,
    upvotes: c.upvotes,
    uniqueCommenters: c.comments,
    commentsAtJoin: Math.min(COMMENT_LIMITS.pageSize, c.comments / 2),
    questionsAtJoin: Math.min(COMMENT_LIMITS.pageSize, c.questions / 2),
    uniqueVoters: Math.min(uniqueViewers, mostVotes),
    reactions: c.reactions,
    uniqueReactors: Math.min(uniqueViewers, c.reactions),
    pulses,
    pulseAsks: asks,
    game: c.game,
    captionLines: c.captionLines,
    captionLinesAtJoin: c.captionLines / 2,
    controlRooms: Math.max(1, c.controlRooms),
  };
}

/**
 * The same event had the current audience been there throughout: what each viewer did scales
 * with the room (votes, posts, reactions, players); what the admins did (polls pushed, caption
 * lines) does not.
 */
export function countersAtAudience(c: EventCounters, viewers: number): EventCounters {
  const average = c.averageViewers ?? c.viewersNow;
  const k = average > 0 ? viewers / average : 1;
  const scale = (n: number) => n * k;
  return {
    ...c,
    viewersNow: viewers,
    averageViewers: viewers,
    uniqueViewers: scale(c.uniqueViewers),
    pollVotes: c.pollVotes.map(scale),
    liveAnswers: c.liveAnswers.map(scale),
    comments: scale(c.comments),
    questions: scale(c.questions),
    upvotes: scale(c.upvotes),
    reactions: scale(c.reactions),
    game: c.game && { ...c.game, players: scale(c.game.players), answers: scale(c.game.answers) },
  };
}

export interface EventCostEstimate {
  /** Dollars at list price so far, in total and per feature (Firestore and functions together). */
  soFar: number;
  byFeature: Record<CostFeature, number>;
  /** Dollars an hour at the current audience, doing what this audience has done so far. */
  perHour: number;
  location: FirestoreLocation;
}

function priced(c: EventCounters, location: FirestoreLocation) {
  const ops = predictOps(activityFromCounters(c));
  const byFeature = Object.fromEntries(COST_FEATURES.map((f) => [f, costOf(ops[f], location).total])) as Record<
    CostFeature,
    number
  >;
  return { byFeature, total: costOf(sumOps(Object.values(ops)), location).total };
}

/** The estimate the control room and the dashboard show. */
export function estimateEventCost(
  counters: EventCounters,
  location: FirestoreLocation = DEFAULT_COST_LOCATION,
): EventCostEstimate {
  const soFar = priced(counters, location);
  const atAudience = priced(countersAtAudience(counters, counters.viewersNow), location);
  return {
    soFar: soFar.total,
    byFeature: soFar.byFeature,
    perHour: atAudience.total / Math.max(counters.hours, MIN_RATE_HOURS),
    location,
  };
}
