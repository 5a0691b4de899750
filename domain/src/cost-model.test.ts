import { describe, expect, it } from 'vitest';
import {
  COST_FEATURES,
  DEFAULT_FUNCTION_MS,
  costOf,
  feedPulses,
  gibSecondsOf,
  perViewerHour,
  leaseFollows,
  meanShardsTouched,
  lobbyPulses,
  predictOps,
  resultPulses,
  shardListenerReads,
  shardsTouched,
  sumOps,
  upvotePulses,
  zeroOps,
  type EventActivity,
  type Ops,
} from './cost-model.js';
import { FIRESTORE_PRICES } from './cost-prices.js';
import { PULSE_FEED_FROM_VIEWERS, settingsForAudience } from './audience-settings.js';
import { FAN_OUT_TERMS, TOWN_HALL, reactionPulses, townHallActivity, townHallCosts } from './cost-town-hall.js';

const ops = (partial: Partial<Ops>): Ops => ({ ...zeroOps(), ...partial });

/** An hour of N viewers who only watch: they join once and beat. */
const quietRoom = (viewers: number): EventActivity => ({
  viewers,
  hours: 1,
  uniqueViewers: viewers,
  joins: viewers,
  returns: 0,
  leaves: 0,
  eventUpdates: 0,
  captionTracks: 0,
  polls: [],
  liveQuestions: [],
  comments: 0,
  questions: 0,
  upvotes: 0,
  uniqueCommenters: 0,
  commentsAtJoin: 0,
  questionsAtJoin: 0,
  uniqueVoters: 0,
  reactions: 0,
  uniqueReactors: 0,
  pulses: 0,
  pulseAsks: 0,
  game: null,
  captionLines: 0,
  captionLinesAtJoin: 0,
  controlRooms: 0,
});

describe('known values, computed by hand', () => {
  it('presence of 100 viewers for an hour: 120 beats each, a join, an attendance mark, a TTL delete', () => {
    const presence = predictOps(quietRoom(100)).presence;
    // 100 × 3600 s / 30 s = 12 000 beat times, less half a beat per arrival (the first beat comes
    // 30 s after it); joins write heartbeat + join record (200).
    expect(presence.writes).toBe(12_000 - 50 + 200);
    // The join's transaction read, the account record's listener.
    expect(presence.reads).toBe(200);
    // recordViewer: its transaction reads the attendance and the account's deletion tombstone
    // (functions/src/analytics/lib/attendance.ts) and writes the attendance; the TTL deletes each heartbeat.
    expect(presence.serverReads).toBe(200);
    expect(presence.serverWrites).toBe(100);
    expect(presence.serverDeletes).toBe(100);
    // Those deletes are the heartbeats' TTL policy's, not a function's: the benchmark leaves them out.
    expect(presence.ttlDeletes).toBe(100);
    // Each beat: the caller's record and the event; each join batch: 1 + 3.
    expect(presence.rulesReads).toBe((12_000 - 50) * 2 + 100 * 4);
    expect(presence.deletes).toBe(0);
    expect(presence.invocations).toBe(100);
    expect(presence.functionMs).toBe(100 * DEFAULT_FUNCTION_MS);
  });

  it('a poll pushed and taken off: setLivePoll sizes the poll and marks each on the event’s timeline', () => {
    const room = {
      ...quietRoom(10),
      polls: [{ votes: 0, resultsLive: true, votesAfterOverlay: null }],
      eventUpdates: 1,
    };
    const event = predictOps(room).event;
    // The push: caller, event, poll, one tally shard (any counted yet?), the last viewers sample
    // (the audience to size it for); the poll's settings, the event, the timeline's moment, the
    // audit record. Taken off: caller, event; the event, the moment, the audit record.
    expect(event.serverReads).toBe(5 + 2);
    expect(event.serverWrites).toBe(4 + 3);
    expect(event.invocations).toBe(2);
  });

  it('sharded listeners: each author reads the shards written so far, then every later change', () => {
    // Three votes over 100 shards: the shards hit so far are 1, 1.99, 2.9701 on average (a second
    // vote lands on the first one's shard once in 100); later changes 2 + 1 + 0.
    expect(shardsTouched(1, 100)).toBeCloseTo(1, 10);
    expect(shardsTouched(2, 100)).toBeCloseTo(1.99, 10);
    expect(shardListenerReads(3, 100)).toBeCloseTo(1 + 1.99 + 2.9701 + 3, 10);
    // One shard: every first snapshot holds it; 4 votes: 4 + (3 + 2 + 1).
    expect(shardListenerReads(4, 1)).toBeCloseTo(10, 10);
    // Far more votes than shards: every shard exists.
    expect(shardsTouched(5000, 100)).toBeCloseTo(100, 6);
    expect(shardListenerReads(0, 100)).toBe(0);
  });

  it('publications through a burst find, on average, the shards written so far', () => {
    expect(meanShardsTouched(0, 100)).toBe(0);
    // One increment: a publication after it finds one shard, the mean over the burst about half.
    expect(meanShardsTouched(1, 100)).toBeCloseTo(0.5, 2);
    // Never more than the shards touched by the end; all of them once the burst is long.
    for (const n of [10, 100, 1000]) expect(meanShardsTouched(n, 100)).toBeLessThan(shardsTouched(n, 100));
    expect(meanShardsTouched(1_000_000, 100)).toBeCloseTo(100, 0);
  });

  it('a poll with live results in a room of 10: pushes, votes, counting, and the published results voters watch', () => {
    const room = {
      ...quietRoom(10),
      polls: [{ votes: 4, resultsLive: true, votesAfterOverlay: null, resultPulses: 3 }],
      uniqueVoters: 4,
    };
    const polls = predictOps(room).polls;
    // 10 rooms × (poll + own vote) + 10 rooms reading the closed poll + 4 votes × own listener 2
    // + the results: each voter a first read, its own count's publication and half the 2 others
    // while voting (1.5), the close's; at close the 6 others open them and receive the close's.
    expect(polls.reads).toBeCloseTo(20 + 10 + 4 * 2 + 4 * (1 + 1.5 + 1) + 6 * 2, 9);
    // Functions: closing (caller, poll) + 4 × (onVoteCreated 2 + recordVoter 2) + 4 first attendance
    // marks' tombstone reads; publishing: each
    // count re-read and one ask of 2 reads, each publication the shards hit and the results; of
    // the 2 publications while voting, 2 × (1 − 2/4) = 1 a follower's, reading the lease twice.
    expect(leaseFollows(4, 2)).toBe(1);
    // The 2 publications while voting find the shards written so far (on average), the close's all.
    const publications = 2 * (meanShardsTouched(4, 100) + 1) + (shardsTouched(4, 100) + 1);
    expect(polls.serverReads).toBeCloseTo(2 + 4 * 4 + 4 + 4 * (1 + 2) + 1 * 2 + publications, 9);
    expect(polls.writes).toBe(4);
    // Closing + 4 × (shard, vote marked) + 4 attendance marks + 3 × (lease, results) + the follow's flag.
    expect(polls.serverWrites).toBe(1 + 8 + 4 + 3 * 2 + 1);
    // ... + the follower trigger on each of the 3 writes to the lease (2 takings, 1 follow).
    expect(polls.invocations).toBe(1 + 4 + 4 + 2 + 1);
    // Counting that lags the votes: each voter receives every publication made while counting.
    const lagging = predictOps({ ...room, polls: [{ ...room.polls[0]!, resultsSeenShare: 1 }] }).polls;
    expect(lagging.reads - polls.reads).toBeCloseTo(4 * 2 * (1 - 0.5), 9);
  });

  it('results publications: at most one a second while answers are counted, and one at the close', () => {
    expect(resultPulses(0)).toBe(1);
    // Two answers in 20 s: nearly two seconds hold one.
    expect(resultPulses(2, 20)).toBeCloseTo(20 * (1 - Math.exp(-0.1)) + 1, 9);
    // However many answers, no more than the burst's seconds (and the close).
    expect(resultPulses(60_000, 20)).toBeCloseTo(21, 6);
    expect(resultPulses(600_000, 20)).toBeCloseTo(21, 6);
  });

  it('the reaction pulse: at most one a second, and a reaction asks again when it found the lease taken', () => {
    const quiet = reactionPulses(36, 3600);
    expect(quiet.pulses).toBeCloseTo(3600 * (1 - Math.exp(-0.01)), 6);
    expect(quiet.asks).toBeGreaterThan(36);
    expect(quiet.asks).toBeLessThan(37);
    const busy = reactionPulses(3_600_000, 3600);
    expect(busy.pulses).toBeCloseTo(3600, 6);
    expect(busy.asks).toBeCloseTo(7_200_000, 0);
    expect(reactionPulses(0, 3600)).toEqual({ pulses: 0, asks: 0 });
  });

  it('a game of 10 players and 5 questions: two joins a player, three steps a question and the podium', () => {
    const game = predictOps({
      ...quietRoom(10),
      game: { players: 10, questions: 5, answers: 50, lobbyPulses: 4 },
    }).game;
    // createGame; joinGame on /game/ and again from /game/play (clock sync); onPlayerJoined a
    // player; advanceGame 3 × 5 + 1; the lease's follower trigger on its 4 takings and
    // 4 × (1 − 4/10) = 2.4 follows.
    expect(game.invocations).toBeCloseTo(1 + 10 + 10 + 10 + 16 + 4 + 2.4, 9);
    // The audit records: createGame's and each advanceGame's.
    expect(game.serverWrites).toBeCloseTo(2 + 1 + 5 + 1 + 10 * 2 + 10 + 16 * 2 + 5 * 10 + 4 * 2 + 2.4, 9);
    // Each player: the game through 4 × 5 + 2 states, their record, its 5 reveals, an answer
    // listener a question and the answer it sees; the lobby's count: a first read and half its 4
    // publications (not every later join: 10²/2).
    expect(game.reads).toBeCloseTo(10 * (1 + 22 + 1 + 5 + 5) + 50 + 10 * (1 + 2), 9);
  });

  it('the lobby count: at most one publication a second, so a player’s reads stay flat', () => {
    expect(lobbyPulses(0)).toBe(0);
    expect(lobbyPulses(30_000, 30)).toBeCloseTo(30, 6);
    const small = predictOps({ ...quietRoom(100), game: { players: 100, questions: 5, answers: 500 } }).game;
    const large = predictOps({ ...quietRoom(10_000), game: { players: 10_000, questions: 5, answers: 50_000 } }).game;
    expect(large.reads / 10_000).toBeLessThan(small.reads / 100 + 5);
  });

  it('a word cloud answered by 4 of 10: the respondent reads their own record on the client', () => {
    const room = { ...quietRoom(10), liveQuestions: [{ answers: 4, resultsLive: true, resultPulses: 3 }] };
    const withAnswers = predictOps(room).liveQuestions;
    const unanswered = predictOps({
      ...room,
      liveQuestions: [{ answers: 0, resultsLive: true, resultPulses: 1 }],
    }).liveQuestions;
    // Per answer: its own record (1) plus the results (4 × (1 + 1.5 + 1) + 6 others × 2, against
    // 10 × 2 reads of the close alone); the function's reads are the server's.
    expect(withAnswers.reads - unanswered.reads).toBeCloseTo(4 + 4 * 3.5 + 6 * 2 - 20, 9);
    expect(withAnswers.serverReads - unanswered.serverReads).toBeCloseTo(
      4 * (1 + 1 + 7) +
        4 * 3 +
        4 * 1 +
        4 * (1 + 2) +
        1 * 2 +
        2 * (meanShardsTouched(4, 100) + 1) +
        (shardsTouched(4, 100) + 1) -
        1,
      9,
    );
  });
});

describe('price conversion', () => {
  it('prices 100 000 reads, writes and deletes at each location’s list price', () => {
    for (const location of ['us-central1', 'nam5'] as const) {
      const p = FIRESTORE_PRICES[location];
      expect(costOf(ops({ reads: 100_000 }), location).firestore).toBeCloseTo(p.readsPer100k, 10);
      expect(costOf(ops({ rulesReads: 100_000 }), location).firestore).toBeCloseTo(p.readsPer100k, 10);
      expect(costOf(ops({ writes: 100_000 }), location).firestore).toBeCloseTo(p.writesPer100k, 10);
      expect(costOf(ops({ deletes: 100_000 }), location).firestore).toBeCloseTo(p.deletesPer100k, 10);
      expect(costOf(ops({ serverReads: 50_000, serverWrites: 100_000 }), location).firestore).toBeCloseTo(
        p.readsPer100k / 2 + p.writesPer100k,
        10,
      );
    }
    expect(costOf(ops({ reads: 100_000 }), 'us-central1').total).toBeCloseTo(0.03, 10);
    expect(costOf(ops({ writes: 100_000 }), 'nam5').total).toBeCloseTo(0.18, 10);
  });

  it('prices function invocations and their time at 256 MiB and one vCPU', () => {
    expect(costOf(ops({ invocations: 1_000_000 }), 'nam5').functions).toBeCloseTo(0.4, 10);
    // 1 000 s of one vCPU ($0.000024/s) and 0.25 GiB ($0.0000025/GiB-s).
    const hour = costOf(ops({ functionMs: 1_000_000 }), 'us-central1');
    expect(hour.functions).toBeCloseTo(1000 * (0.000024 + 0.25 * 0.0000025), 10);
    expect(hour.firestore).toBe(0);
    expect(gibSecondsOf(ops({ functionMs: 1_000_000 }))).toBe(250);
  });

  it('multi-region costs twice the single region for Firestore operations', () => {
    const total = sumOps(Object.values(predictOps(townHallActivity(1000))));
    const us = costOf(total, 'us-central1');
    const nam5 = costOf(total, 'nam5');
    expect(nam5.firestore).toBeCloseTo(2 * us.firestore, 6);
    expect(nam5.functions).toBe(us.functions);
  });
});

describe('shape in the audience N', () => {
  const perViewer = (viewers: number) => {
    const activity = townHallActivity(viewers);
    const byFeature = predictOps(activity);
    return Object.fromEntries(COST_FEATURES.map((f) => [f, perViewerHour(byFeature[f], activity)]));
  };

  it('presence and the event document cost the same per viewer at any audience: linear in N', () => {
    const small = perViewer(1000);
    const large = perViewer(100_000);
    for (const feature of ['presence'] as const) {
      for (const key of ['reads', 'rulesReads', 'writes', 'serverReads', 'serverWrites', 'invocations'] as const) {
        expect(large[feature]![key]).toBeCloseTo(small[feature]![key], 6);
      }
    }
    // The event document: N reads per update plus one per opening, so per viewer constant.
    expect(large.event!.reads).toBeCloseTo(small.event!.reads, 1);
    // Writes per viewer are flat in every feature (nobody writes for others).
    expect(large.polls!.writes).toBeCloseTo(small.polls!.writes, 2);
  });

  it('poll and word-cloud results cost the same per viewer at any audience: published once a second', () => {
    const a = perViewer(10_000);
    const b = perViewer(100_000);
    for (const feature of ['polls', 'liveQuestions'] as const) {
      expect(b[feature]!.reads / a[feature]!.reads).toBeGreaterThan(0.99);
      expect(b[feature]!.reads / a[feature]!.reads).toBeLessThan(1.01);
    }
    // p = 0.6, three polls of 21 publications, per viewer and poll: the poll, the own vote and the
    // closed poll (3), a voter's vote seen created and counted (0.6 × 2), the results (0.6 × (2.5 +
    // 20/2) + 0.4 × 2) and the overlay after voting (1) — not 0.36 × N / 2 as when each voter
    // listened to the shards.
    expect(b.polls!.reads).toBeCloseTo(3 * (3 + 0.6 * 2 + 0.6 * 12.5 + 0.4 * 2 + 1), 1);
  });

  it('every post at once (the live feed) grows per viewer with N: posts and upvotes as N', () => {
    const a = perViewer(10_000);
    const b = perViewer(100_000);
    expect(b.comments!.reads / a.comments!.reads).toBeGreaterThan(8);
  });

  it('upvotes: one listener a room, and a question’s count reaches viewers at most once a pulse', () => {
    // 1 000 viewers, one question with 20 others in the window; 600 upvotes on it within 10 s.
    const room = (questionsAtJoin: number, upvotes: number, pulses?: number): EventActivity => ({
      ...quietRoom(1000),
      comments: 1,
      questions: 1,
      commentsAtJoin: questionsAtJoin,
      questionsAtJoin,
      upvotes,
      upvotePulses: pulses,
    });
    // Opening the room: one upvote listener whatever the questions shown (not one a question).
    const joinReads = (q: number) => predictOps(room(q, 0)).comments.reads;
    expect(joinReads(20) - joinReads(1)).toBe(1000 * 19);
    // The burst: 10 publications, each one write of the question, each one read in every room —
    // 10 × 1 000, not 600 × 1 000 as when every upvote rewrote it.
    const burst = predictOps(room(0, 600, 10)).comments;
    const quiet = predictOps(room(0, 0)).comments;
    // Per upvote: the create and the upvoter's own listener; per publication: every room.
    expect(burst.reads - quiet.reads).toBe(600 * 1 + 10 * 1000);
    expect(burst.writes - quiet.writes).toBe(600);
    // Server: 10 publications (lease, summary, the question), 600 triggers, and the lease's
    // follower trigger on each taking and each follow (a flag write each); each count written runs
    // onCommentWritten (the post changed).
    const follows = leaseFollows(600, 10);
    expect(follows).toBeCloseTo(10 * (1 - 10 / 600), 9);
    expect(burst.serverWrites - quiet.serverWrites).toBeCloseTo(10 * 3 + follows, 9);
    expect(burst.invocations - quiet.invocations).toBeCloseTo(600 + 10 + follows + 10, 9);
    // Unmeasured: one publication in every second that holds an upvote, at most one a second.
    expect(upvotePulses(1, 3600)).toBeCloseTo(1, 3);
    expect(upvotePulses(100_000, 3600)).toBeCloseTo(3600, 0);
  });

  it('the reaction pulse saturates: per viewer it grows with N until one pulse a second', () => {
    const reads = [100, 1000, 10_000, 100_000].map((n) => perViewer(n).reactions!.reads);
    expect(reads[1]!).toBeGreaterThan(reads[0]!);
    // 3 600 pulses, plus each viewer's own asks (five reads each, about two per reaction).
    expect(reads[3]!).toBeLessThan(3600 + 10 * 2 * 5 + 50);
    expect(reads[3]! - reads[2]!).toBeLessThan(1);
  });

  it('names a formula for every fan-out, each under a feature of the model', () => {
    for (const term of FAN_OUT_TERMS) {
      expect(COST_FEATURES).toContain(term.feature);
      expect(term.reads).not.toBe('');
    }
    expect(new Set(FAN_OUT_TERMS.map((t) => t.feature))).toEqual(
      new Set(['polls', 'liveQuestions', 'comments', 'reactions', 'game']),
    );
    // Poll and live-question results, the lobby count and (on a pulse feed) the posts are published
    // at most once a second now: the term that remains is the reaction pulse, bounded by design.
    expect(new Set(FAN_OUT_TERMS.filter((t) => !t.fixed).map((t) => t.feature))).toEqual(new Set(['reactions']));
    expect(TOWN_HALL.hours).toBe(1);
  });
});

describe('settings from the expected audience, in the model', () => {
  const total = (activity: EventActivity, location: 'us-central1' | 'nam5' = 'us-central1') =>
    costOf(sumOps(Object.values(predictOps(activity))), location).total;

  it('each object’s own setting, not a constant: a poll’s shards, a game’s lobby shards, the event’s beat', () => {
    const room = { ...quietRoom(10_000), polls: [{ votes: 6_000, resultsLive: true, votesAfterOverlay: null }] };
    const wide = { ...room, polls: [{ ...room.polls[0]!, tallyShards: 1_000 }] };
    // The close's publication reads every shard touched: about 1 000 · (1 − e^−6) against 100.
    expect(predictOps(wide).polls.serverReads - predictOps(room).polls.serverReads).toBeGreaterThan(800);
    const game = { ...quietRoom(1_000), game: { players: 3_000, questions: 1, answers: 0, lobbyPulses: 30 } };
    const wideLobby = { ...game, game: { ...game.game, lobbyShards: 100 } };
    expect(predictOps(wideLobby).game.serverReads - predictOps(game).game.serverReads).toBeCloseTo(30 * 90, 0);
    // A 60 s beat: half the beats of 30 s (less the half beat an arrival waits, 1 000 × ½).
    const slow = predictOps({ ...quietRoom(1_000), heartbeatMs: 60_000 }).presence;
    expect(slow.writes).toBe(60_000 - 500 + 2_000);
  });

  it('the pulse feed: one digest a publication reaches every room, not every post', () => {
    const room: EventActivity = { ...quietRoom(1_000), comments: 600, uniqueCommenters: 600, feedPulses: 300 };
    const live = predictOps(room).comments;
    const pulse = predictOps({ ...room, feedMode: 'pulse' }).comments;
    // Every post at once: 600 × 1 000 reads; on a pulse: 300 digests × 1 000. A room opening reads
    // the digest and its own posts (useAuthorPosts, on only on a pulse) besides the window, and that
    // listener sees each of its author's posts too.
    expect(live.reads - pulse.reads).toBe(600 * 1_000 - 300 * 1_000 - 1_000 * 2 - 600);
    // onCommentWritten runs for each post in both modes and reads the event (its feed mode). On a
    // pulse it records the change (a write, its TTL delete a day later) and asks the lease (2 reads);
    // 300 publications: the lease and the digest written, the digest read before and in its
    // transaction, the change records since (2 a publication here) and those posts; the lease's
    // follower on each taking and each follow.
    const follows = leaseFollows(600, 300);
    expect(live.invocations - predictOps({ ...room, comments: 0 }).comments.invocations).toBe(600 * 3);
    expect(live.serverReads - predictOps({ ...room, comments: 0 }).comments.serverReads).toBe(600 * (7 + 1 + 1));
    expect(pulse.serverWrites - live.serverWrites).toBeCloseTo(600 + 300 * 2 + follows, 9);
    expect(pulse.ttlDeletes - live.ttlDeletes).toBe(600);
    expect(pulse.serverReads - live.serverReads).toBeCloseTo(600 * 2 + 300 * (2 + 2 + 2) + follows * 2, 9);
    expect(pulse.invocations - live.invocations).toBeCloseTo(300 + follows, 9);
    // The upvote pulse is the same in both modes; its count writes are feed changes on a pulse.
    const upvoted = { ...room, questions: 100, upvotes: 200, upvotePulses: 100 };
    const upvoteWork = (a: EventActivity) =>
      predictOps(a).comments.serverReads - predictOps({ ...a, upvotes: 0 }).comments.serverReads;
    expect(upvoteWork({ ...upvoted, feedMode: 'pulse' })).toBeGreaterThan(upvoteWork(upvoted));
    // On a pulse caption lines ride the digest: no line reaches a room by itself; each is a change
    // of the feed (sendCaption records it, a TTL delete a day later, and asks the lease; a
    // publication reads its record and the line), with the same publications here (feedPulses given).
    const captioned = { ...room, captionLines: 900 };
    const liveLines = predictOps(captioned).captions;
    const pulseLines = predictOps({ ...captioned, feedMode: 'pulse' }).captions;
    // (Less the transcript each room opened before the first line reads when its track appears.)
    expect(liveLines.reads - pulseLines.reads).toBe(900 * 1_000 - 1_000);
    expect(pulseLines.serverReads).toBe(liveLines.serverReads);
    const feedOf = (a: EventActivity) => predictOps({ ...a, feedMode: 'pulse' }).comments;
    // (More changes in the same publications: more asks find the lease taken and follow it.)
    const moreFollows = leaseFollows(1_500, 300) - follows;
    expect(feedOf(captioned).serverWrites - feedOf(room).serverWrites).toBeCloseTo(900 + moreFollows, 9);
    expect(feedOf(captioned).ttlDeletes - feedOf(room).ttlDeletes).toBe(900);
    expect(feedOf(captioned).serverReads - feedOf(room).serverReads).toBeCloseTo(
      900 * 2 + 900 * 2 + moreFollows * 2,
      9,
    );
    // Unmeasured: at most one publication a second, however many posts, count writes and lines.
    expect(feedPulses(1, 1)).toBeCloseTo(1, 3);
    expect(feedPulses(1_000_000, 1)).toBeCloseTo(3_600, 6);
  });

  it('the pulse becomes cheaper than every post at once from PULSE_FEED_FROM_VIEWERS (the town hall)', () => {
    // As built: caption lines ride the digest.
    const pulseSaves = (viewers: number) => {
      const live = townHallActivity(viewers);
      const pulse = { ...live, feedMode: 'pulse' as const };
      return (['us-central1', 'nam5'] as const).every((location) => total(pulse, location) < total(live, location));
    };
    // The smallest audience at which the pulse is cheaper at both locations (it saves more and more above).
    let [low, high] = [100, 100_000];
    while (high - low > 1) {
      const mid = Math.floor((low + high) / 2);
      if (pulseSaves(mid)) high = mid;
      else low = mid;
    }
    expect(pulseSaves(low)).toBe(false);
    expect(high).toBeGreaterThan(300);
    expect(high).toBeLessThan(400);
    // The setting rounds it up to the hundred: below it the difference is under a tenth of a cent an
    // hour, and every post at once arrives without the pulse's second.
    expect(PULSE_FEED_FROM_VIEWERS).toBe(Math.ceil(high / 100) * 100);
    for (const viewers of [PULSE_FEED_FROM_VIEWERS, 10_000, 100_000]) expect(pulseSaves(viewers)).toBe(true);
  });

  it('a viewer-hour at 100 000 costs at most 1.5 × the one at 1 000 with the chosen settings (6.5 × before)', () => {
    const sizes = [1_000, 10_000, 100_000];
    const before = townHallCosts(sizes);
    const after = townHallCosts(sizes, settingsForAudience);
    const perViewerHour = (rows: typeof before, location: 'us-central1' | 'nam5') =>
      rows.map((r) => Number(r.perThousandViewerHours[location].toFixed(2)));
    // docs/scale.md, "Cost per 1 000 viewer-hours": before, and after.
    expect(perViewerHour(before, 'us-central1')).toEqual([1.9, 2.9, 12.33]);
    expect(perViewerHour(before, 'nam5')).toEqual([3.64, 5.64, 24.5]);
    expect(perViewerHour(after, 'us-central1')).toEqual([1.86, 2.35, 2.55]);
    expect(perViewerHour(after, 'nam5')).toEqual([3.55, 4.55, 4.94]);
    for (const location of ['us-central1', 'nam5'] as const) {
      const ratio = (rows: typeof before) =>
        rows[2]!.perThousandViewerHours[location] / rows[0]!.perThousandViewerHours[location];
      expect(ratio(before)).toBeGreaterThan(6.4);
      expect(ratio(after)).toBeLessThanOrEqual(1.5);
    }
  });
});
