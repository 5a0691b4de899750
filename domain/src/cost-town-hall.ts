/**
 * A town hall of N viewers as the cost model's input (cost-model.ts), from how often people do
 * things, and the model's fan-out terms: operations per viewer that grow with N (docs/scale.md).
 */
import type { AudienceSettings } from './audience-settings.js';
import { COMMENT_LIMITS } from './comment.js';
import {
  ANSWER_BURST_SECONDS,
  costOf,
  predictOps,
  resultPulses,
  sumOps,
  type CostFeature,
  type EventActivity,
} from './cost-model.js';
import type { FirestoreLocation } from './cost-prices.js';

/** What an audience does, per viewer, in one event. */
export interface TownHallScript {
  hours: number;
  polls: number;
  /** Share of the room that votes in each poll. */
  voteShare: number;
  /** Poll results shown live to voters; the admin puts them over the stream once voting is over. */
  resultsLive: boolean;
  wordClouds: number;
  answerShare: number;
  /** Posts per viewer over the event, and the share of them that are questions. */
  postsPerViewer: number;
  questionShare: number;
  upvotesPerViewer: number;
  reactionsPerViewerHour: number;
  gamePlayerShare: number;
  gameQuestions: number;
  captionLinesPerHour: number;
  /** Room openings after the first (a phone locked and woken, a reload), per viewer. */
  returnsPerViewer: number;
  controlRooms: number;
}

/**
 * The town hall docs/scale.md prices: one hour, three polls and a word cloud, a lively feed, a
 * five-question game, live captions, two admins in the control room. Per-viewer rates are
 * assumptions, chosen on the busy side.
 */
export const TOWN_HALL: TownHallScript = {
  hours: 1,
  polls: 3,
  voteShare: 0.6,
  resultsLive: true,
  wordClouds: 1,
  answerShare: 0.4,
  postsPerViewer: 0.05,
  questionShare: 1 / 3,
  upvotesPerViewer: 0.3,
  reactionsPerViewerHour: 10,
  gamePlayerShare: 0.3,
  gameQuestions: 5,
  captionLinesPerHour: 900,
  returnsPerViewer: 0.3,
  controlRooms: 2,
};

/**
 * Pulses and asks for a room reacting `perSecond` times a second (all viewers together), by the
 * pulse's rules (functions/src/events/lib/reactionPulse.ts): at most one pulse a second, so a
 * second holding any reaction (Poisson: 1 − e^−rate) has one; a reaction finds the lease taken
 * within the last second as often, and then asks once more.
 */
export function reactionPulses(reactions: number, seconds: number): { pulses: number; asks: number } {
  if (reactions <= 0 || seconds <= 0) return { pulses: 0, asks: 0 };
  const busy = 1 - Math.exp(-reactions / seconds);
  return { pulses: seconds * busy, asks: reactions * (1 + busy) };
}

/**
 * The town hall of `viewers` as the model's input, run with `settings` (settingsForAudience, each
 * poll, game and the event carrying its own) or, without, the deployed configuration.
 */
export function townHallActivity(
  viewers: number,
  script: TownHallScript = TOWN_HALL,
  settings?: AudienceSettings,
): EventActivity {
  const seconds = script.hours * 3600;
  const returns = viewers * script.returnsPerViewer;
  const joins = viewers + returns;
  const comments = viewers * script.postsPerViewer;
  const questions = comments * script.questionShare;
  const reactions = viewers * script.reactionsPerViewerHour * script.hours;
  const { pulses, asks } = reactionPulses(reactions, seconds);
  const captionLines = script.captionLinesPerHour * script.hours;
  const votes = viewers * script.voteShare;
  // The first openings are at the start (nothing posted yet); returns come on average mid-event.
  const atJoin = (total: number) => (returns * (total / 2)) / joins;
  // A poll's own settings: its shards, and a ballot shown over more seconds counts its answers over
  // as many more, so its results are published up to once a second for longer.
  const pollSettings = (answers: number) =>
    settings
      ? {
          tallyShards: settings.poll.tallyShards,
          resultPulses: resultPulses(answers, ANSWER_BURST_SECONDS + settings.poll.ballotSpreadSeconds),
        }
      : {};
  return {
    viewers,
    hours: script.hours,
    uniqueViewers: viewers,
    joins,
    returns,
    leaves: returns,
    // Each poll and word cloud taken off the room after its results.
    eventUpdates: script.polls + script.wordClouds,
    captionTracks: captionLines > 0 ? 1 : 0,
    polls: Array.from({ length: script.polls }, () => ({
      votes,
      resultsLive: script.resultsLive,
      votesAfterOverlay: 0,
      ...pollSettings(votes),
    })),
    liveQuestions: Array.from({ length: script.wordClouds }, () => ({
      answers: viewers * script.answerShare,
      resultsLive: true,
      ...pollSettings(viewers * script.answerShare),
    })),
    comments,
    questions,
    upvotes: viewers * script.upvotesPerViewer,
    uniqueCommenters: comments,
    commentsAtJoin: Math.min(COMMENT_LIMITS.pageSize, atJoin(comments)),
    questionsAtJoin: Math.min(COMMENT_LIMITS.pageSize, atJoin(questions)),
    uniqueVoters: viewers * Math.max(script.polls > 0 ? script.voteShare : 0, script.answerShare),
    reactions,
    uniqueReactors: Math.min(viewers, reactions),
    pulses,
    pulseAsks: asks,
    game:
      script.gameQuestions > 0 && script.gamePlayerShare > 0
        ? {
            players: viewers * script.gamePlayerShare,
            questions: script.gameQuestions,
            answers: viewers * script.gamePlayerShare * script.gameQuestions,
            ...(settings ? { lobbyShards: settings.game.lobbyShards } : {}),
          }
        : null,
    captionLines,
    captionLinesAtJoin: atJoin(captionLines),
    controlRooms: script.controlRooms,
    // With the settings, the feed's mode (on a pulse, caption lines ride its digest: docs/scale.md,
    // "The pulse feed").
    ...(settings ? { heartbeatMs: settings.event.heartbeatMs, feedMode: settings.event.feedMode } : {}),
  };
}

/** One row of docs/scale.md's "Cost per 1 000 viewer-hours". */
export interface TownHallCostRow {
  viewers: number;
  /** Dollars per 1 000 viewer-hours, and for the whole event, at each location. */
  perThousandViewerHours: Record<FirestoreLocation, number>;
  event: Record<FirestoreLocation, number>;
}

/**
 * The town hall priced at each audience: with the deployed configuration, or with the settings
 * `settingsFor` chooses for each audience (settingsForAudience). The cost benchmark prints both.
 */
export function townHallCosts(
  audiences: readonly number[],
  settingsFor?: (viewers: number) => AudienceSettings,
  script: TownHallScript = TOWN_HALL,
): TownHallCostRow[] {
  return audiences.map((viewers) => {
    const activity = townHallActivity(viewers, script, settingsFor?.(viewers));
    const ops = sumOps(Object.values(predictOps(activity)));
    const event = {
      'us-central1': costOf(ops, 'us-central1').total,
      nam5: costOf(ops, 'nam5').total,
    };
    const perViewerHour = 1000 / (viewers * script.hours);
    return {
      viewers,
      event,
      perThousandViewerHours: { 'us-central1': event['us-central1'] * perViewerHour, nam5: event.nam5 * perViewerHour },
    };
  });
}

/**
 * Where one viewer's operations grow with the audience: something every room receives, whose
 * count itself grows with N. V votes, p the share voting, S = TALLY_SHARDS, C posts, Q questions,
 * U upvotes, P pulses, G players; "per viewer" divides by N. `fixed` says what removed a term
 * (its formula is then the one it had); the terms without it remain.
 */
export const FAN_OUT_TERMS: readonly {
  feature: CostFeature;
  what: string;
  reads: string;
  perViewer: string;
  fixed?: string;
}[] = [
  {
    feature: 'polls',
    what: 'each vote changed one tally shard, delivered to every voter already watching the results',
    reads: 'V²/2 + at most V·S per poll',
    perViewer: '≈ p²·N/2 per poll',
    fixed:
      'results published at most once a second (R ≤ burst seconds + 1 a poll): V·(R + 4)/2 + 2·(N − V) reads, ≈ p·R/2 + 2 per viewer',
  },
  {
    feature: 'polls',
    what: 'results over the stream while voting: every room received every later vote',
    reads: 'N·V_after per poll',
    perViewer: 'V_after (≤ p·N)',
    fixed: 'every room receives the publications after the overlay instead: N·R_after, R_after ≤ R',
  },
  {
    feature: 'liveQuestions',
    what: 'each answer changed a tally shard, as for polls',
    reads: 'A²/2 + at most A·S per question',
    perViewer: '≈ a²·N/2',
    fixed: 'results published at most once a second, as for polls: A·(R + 4)/2 + 2·(N − A)',
  },
  {
    feature: 'comments',
    what: 'each visible post enters every room’s feed',
    reads: 'C·N',
    perViewer: 'C, which grows as N when posts come from a share of the audience',
    fixed:
      'from PULSE_FEED_FROM_VIEWERS the feed arrives on a pulse, one digest a second at most with the posts and question counts since: F·N, F ≤ 3 600·H',
  },
  {
    feature: 'comments',
    what: 'each question shown started an upvote listener in every room',
    reads: 'Q·N',
    perViewer: 'Q, which grows as N',
    fixed: 'one listener a room on the viewer’s own upvotes of the event: N',
  },
  {
    feature: 'comments',
    what: 'each upvote rewrote its question, which every feed showing it received',
    reads: 'U·N',
    perViewer: 'U, which grows as N',
    fixed: 'counts published at most once a second a question: W·N, W ≤ min(U, 3 600·H·Q)',
  },
  {
    feature: 'reactions',
    what: 'each pulse reaches every room; pulses grow with the room until one a second',
    reads: 'P·N, P = 3600·H·(1 − e^(−reactions per second))',
    perViewer: 'P: grows with N, then flat at 3 600 an hour',
  },
  {
    feature: 'game',
    what: 'each join changed a lobby count shard, delivered to every player already in the lobby',
    reads: 'G²/2 + 10·G',
    perViewer: '≈ g²·N/2',
    fixed: 'the count published at most once a second (L ≤ join seconds): G·(1 + L/2) reads, ≈ g·(1 + L/2) per viewer',
  },
];
