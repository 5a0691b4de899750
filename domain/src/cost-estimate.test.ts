import { describe, expect, it } from 'vitest';
import { settingsForAudience } from './audience-settings.js';
import { COST_FEATURES, costOf, predictOps, sumOps } from './cost-model.js';
import {
  MIN_RATE_HOURS,
  activityFromCounters,
  countersAtAudience,
  estimateEventCost,
  type EventCounters,
} from './cost-estimate.js';

/** Half an hour of a 100-viewer room: two polls, a word cloud, a lively feed, captions, a game. */
const halfHour: EventCounters = {
  hours: 0.5,
  viewersNow: 100,
  averageViewers: 80,
  uniqueViewers: 120,
  pollVotes: [60, 40],
  liveAnswers: [30],
  comments: 12,
  questions: 4,
  upvotes: 20,
  reactions: 300,
  captionTracks: 1,
  captionLines: 200,
  game: { players: 30, questions: 5, answers: 140 },
  controlRooms: 1,
};

const quiet: EventCounters = {
  ...halfHour,
  pollVotes: [],
  liveAnswers: [],
  comments: 0,
  questions: 0,
  upvotes: 0,
  reactions: 0,
  captionTracks: 0,
  captionLines: 0,
  game: null,
};

describe('activityFromCounters', () => {
  it('takes the average audience as N, and each poll with its own votes', () => {
    const activity = activityFromCounters(halfHour);
    expect(activity.viewers).toBe(80);
    expect(activity.polls.map((p) => p.votes)).toEqual([60, 40]);
    expect(activity.liveQuestions.map((q) => q.answers)).toEqual([30]);
    // Each poll and question pushed, then taken off the room.
    expect(activity.eventUpdates).toBe(3);
    expect(activity.uniqueVoters).toBe(60);
    expect(activity.leaves).toBe(20);
  });

  it('uses the viewers now when no sample was taken, and never fewer accounts than viewers', () => {
    const activity = activityFromCounters({ ...quiet, averageViewers: null, uniqueViewers: 3 });
    expect(activity.viewers).toBe(100);
    expect(activity.uniqueViewers).toBe(100);
  });

  it('reads each object’s own settings: the event’s beat and feed mode, each poll’s shards', () => {
    const chosen = settingsForAudience(100_000);
    const activity = activityFromCounters({
      ...halfHour,
      settings: chosen.event,
      pollShards: [500, 100],
      liveShards: [375],
      game: { ...halfHour.game!, lobbyShards: 1_250 },
    });
    expect(activity.heartbeatMs).toBe(chosen.event.heartbeatMs);
    expect(activity.feedMode).toBe('pulse');
    expect(activity.polls.map((p) => p.tallyShards)).toEqual([500, 100]);
    expect(activity.liveQuestions.map((q) => q.tallyShards)).toEqual([375]);
    expect(activity.game?.lobbyShards).toBe(1_250);
    // Without settings the model's own defaults: the deployed configuration.
    const deployed = activityFromCounters(halfHour);
    expect(deployed.heartbeatMs).toBeUndefined();
    expect(deployed.polls[0]!.tallyShards).toBeUndefined();
  });

  it('a room opening finds half the posts so far, at most a page', () => {
    expect(activityFromCounters(halfHour).commentsAtJoin).toBe(6);
    expect(activityFromCounters({ ...halfHour, comments: 500 }).commentsAtJoin).toBe(30);
  });
});

describe('countersAtAudience', () => {
  it('scales what each viewer did, not what the admins did', () => {
    const doubled = countersAtAudience(halfHour, 160);
    expect(doubled.pollVotes).toEqual([120, 80]);
    expect(doubled.comments).toBe(24);
    expect(doubled.reactions).toBe(600);
    expect(doubled.game).toEqual({ players: 60, questions: 5, answers: 280 });
    expect(doubled.captionLines).toBe(200);
    expect(doubled.pollVotes.length).toBe(2);
    expect(doubled.averageViewers).toBe(160);
  });
});

describe('estimateEventCost', () => {
  it('is the model priced: the features add up to the total, in us-central1 by default', () => {
    const estimate = estimateEventCost(halfHour);
    expect(estimate.location).toBe('us-central1');
    const ops = predictOps(activityFromCounters(halfHour));
    expect(estimate.soFar).toBeCloseTo(costOf(sumOps(Object.values(ops)), 'us-central1').total, 12);
    const features = COST_FEATURES.reduce((sum, f) => sum + estimate.byFeature[f], 0);
    expect(features).toBeCloseTo(estimate.soFar, 12);
    expect(estimate.soFar).toBeGreaterThan(0);
  });

  it('costs twice as much in nam5, whose prices are twice the single region’s', () => {
    const here = estimateEventCost(quiet, 'us-central1');
    const there = estimateEventCost(quiet, 'nam5');
    // Functions cost the same in both; Firestore doubles.
    expect(there.soFar).toBeGreaterThan(1.9 * here.soFar);
    expect(there.soFar).toBeLessThan(2 * here.soFar);
  });

  it('grows as the event runs and as the audience grows', () => {
    const early = estimateEventCost({ ...quiet, hours: 0.25 });
    const later = estimateEventCost({ ...quiet, hours: 0.5 });
    expect(later.soFar).toBeGreaterThan(early.soFar);
    const bigger = estimateEventCost({ ...quiet, viewersNow: 400 });
    expect(bigger.perHour).toBeGreaterThan(3 * estimateEventCost(quiet).perHour);
  });

  it('per hour: a steady quiet room costs per hour what it cost so far divided by the hours', () => {
    const steady: EventCounters = { ...quiet, averageViewers: 100, uniqueViewers: 100, hours: 2 };
    const estimate = estimateEventCost(steady);
    expect(estimate.perHour).toBeCloseTo(estimate.soFar / 2, 12);
  });

  it('per hour divides by at least ten minutes, so a poll pushed in the first minute is not sixty an hour', () => {
    const firstMinute: EventCounters = { ...halfHour, hours: 1 / 60, averageViewers: 100 };
    const estimate = estimateEventCost(firstMinute);
    expect(estimate.perHour).toBeCloseTo(estimate.soFar / MIN_RATE_HOURS, 12);
  });

  it('an empty room that just went live costs next to nothing, and nothing is NaN', () => {
    const empty: EventCounters = { ...quiet, hours: 0, viewersNow: 0, averageViewers: null, uniqueViewers: 0 };
    const estimate = estimateEventCost(empty);
    expect(Number.isFinite(estimate.soFar)).toBe(true);
    expect(Number.isFinite(estimate.perHour)).toBe(true);
    expect(estimate.soFar).toBeLessThan(0.001);
  });
});
