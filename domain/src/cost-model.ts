/**
 * What a live event costs in billed operations, per feature, from what happened in it (docs/scale.md).
 *
 * Each formula is read off the code that does the work — the room's listeners
 * (web/src/features/*\/api/use-*.ts), its writes, the rules that judge them and the functions they
 * call — and says where. `predictOps(activity)` gives the operations; `costOf` prices them
 * (cost-prices.ts). The benchmark (`npm run bench -- cost`) counts the same operations on the
 * emulators and prints them beside this model's prediction.
 *
 * Conventions:
 *   - N is the room's audience (viewers present on average), H the event's length in hours.
 *   - A listener bills one read per document added to or changed in its result set, and at least
 *     one read when it starts (a query or document with nothing in it).
 *   - `rulesReads` are the documents firestore.rules reads (`get`, `exists`) to judge a client's
 *     request: billed as reads, but invisible to a client-side counter, so kept apart.
 *   - Function time is a mean per invocation (DEFAULT_FUNCTION_MS) until the benchmark measures it.
 */
import type { FeedMode } from './event-settings.js';
import { COMMENT_LIMITS, FEED_PULSE_MS, UPVOTES_PULSE_MS } from './comment.js';
import { FIRESTORE_PRICES, FUNCTION_PRICES, FUNCTION_SIZE, type FirestoreLocation } from './cost-prices.js';
import { LOBBY_PULSE_MS, PLAYER_SHARDS } from './game.js';
import { RESULTS_PULSE_MS, TALLY_SHARDS } from './poll.js';
import { HEARTBEAT_MS } from './presence.js';
import { REACTION_IDS } from './reactions.js';

export const COST_FEATURES = [
  'presence',
  'event',
  'polls',
  'liveQuestions',
  'comments',
  'reactions',
  'game',
  'captions',
  'dashboards',
] as const;
export type CostFeature = (typeof COST_FEATURES)[number];

export interface Ops {
  /** Documents clients read: delivered to their listeners, or read by their gets and queries. */
  reads: number;
  writes: number;
  deletes: number;
  /** Documents the security rules read to judge clients' requests (billed as reads). */
  rulesReads: number;
  /** What functions read (aggregation batches included), write and delete, TTL deletes included. */
  serverReads: number;
  serverWrites: number;
  serverDeletes: number;
  /**
   * Of `serverDeletes`, those a TTL policy makes (an hour-old request outcome, a left heartbeat): no
   * function runs them, and the emulator runs no TTL policy, so the cost benchmark compares the
   * rest.
   */
  ttlDeletes: number;
  invocations: number;
  /** Billed function time, ms, over all invocations. */
  functionMs: number;
}

/** Mean billed time of one invocation, until measured: a few Firestore round trips, rounded up to 100 ms. */
export const DEFAULT_FUNCTION_MS = 200;
/** The control room recounts the viewers this often (web/src/features/events/api/use-viewer-count.ts). */
export const VIEWER_COUNT_EVERY_MS = 10_000;
/** An aggregation bills one read per this many index entries (at least one). */
const INDEX_ENTRIES_PER_READ = 1000;

export interface PollActivity {
  votes: number;
  /** Results shown live to those who voted ('live' visibility); otherwise everyone sees them at close. */
  resultsLive: boolean;
  /** Votes cast after the admin put the results over the stream; null: never over the stream. */
  votesAfterOverlay: number | null;
  /** Publications of the results document, the close's included; unknown: `resultPulses(votes)`. */
  resultPulses?: number;
  /** Of the publications while answers were counted, the mean share after a voter's vote; unknown: ½. */
  resultsSeenShare?: number;
  /** Its own tally shards (PollAudienceSettings); unknown: TALLY_SHARDS. */
  tallyShards?: number;
}

export interface LiveQuestionActivity {
  answers: number;
  resultsLive: boolean;
  /** As for a poll: publications of the results, the close's included, the share seen, its shards. */
  resultPulses?: number;
  resultsSeenShare?: number;
  tallyShards?: number;
}

export interface GameActivity {
  players: number;
  questions: number;
  answers: number;
  /** Publications of the lobby's count (onPlayerJoined); unknown: `lobbyPulses(players)`. */
  lobbyPulses?: number;
  /** Its own lobby shards (GameAudienceSettings); unknown: PLAYER_SHARDS. */
  lobbyShards?: number;
}

/** What happened in one event: the model's input (the benchmark fills it from what it did). */
export interface EventActivity {
  /** N: viewers in the room on average. */
  viewers: number;
  hours: number;
  uniqueViewers: number;
  /** Room openings: first ones and returns after leaving. */
  joins: number;
  returns: number;
  leaves: number;
  /** Admin writes to the event document besides poll pushes: a poll taken off the room, overlays. */
  eventUpdates: number;
  /** Caption languages announced: each one's first line writes the event document (sendCaption). */
  captionTracks: number;
  polls: PollActivity[];
  liveQuestions: LiveQuestionActivity[];
  /** Visible posts, questions included. */
  comments: number;
  questions: number;
  upvotes: number;
  /** Publications of the question counts (stats/upvotes `pulses`); unknown: `upvotePulses(upvotes, hours)`. */
  upvotePulses?: number;
  uniqueCommenters: number;
  /** Visible posts in the feed's window (at most its page size) when a room opens, on average. */
  commentsAtJoin: number;
  questionsAtJoin: number;
  /** Accounts that voted or answered at least once (each marks its attendance once). */
  uniqueVoters: number;
  reactions: number;
  uniqueReactors: number;
  /** Pulses published (at most one a second) and publishReactions calls (asks). */
  pulses: number;
  pulseAsks: number;
  game: GameActivity | null;
  captionLines: number;
  captionLinesAtJoin: number;
  /** Admins with the control room open for the whole event. */
  controlRooms: number;
  /** The event's heartbeat interval (EventAudienceSettings); unknown: HEARTBEAT_MS. */
  heartbeatMs?: number;
  /** How the rooms receive the feed (EventAudienceSettings); unknown: 'live', every post at once. */
  feedMode?: FeedMode;
  /** Publications of the pulse feed; unknown: `feedPulses(posts + count writes, hours)`. */
  feedPulses?: number;
}

/** No operations: the start of every count. */
export const zeroOps = (): Ops => ({
  reads: 0,
  writes: 0,
  deletes: 0,
  rulesReads: 0,
  serverReads: 0,
  serverWrites: 0,
  serverDeletes: 0,
  ttlDeletes: 0,
  invocations: 0,
  functionMs: 0,
});

type Work = Partial<Pick<Ops, 'reads' | 'writes' | 'deletes' | 'rulesReads'>>;

/** Operations under construction: what clients do (`add`), and what functions do (`server`, `invoke`). */
class Tally {
  readonly ops = zeroOps();
  /** `times` times what a client does in `per`. */
  add(times: number, per: Work): this {
    for (const key of Object.keys(per) as (keyof Work)[]) this.ops[key] += times * (per[key] ?? 0);
    return this;
  }
  /** `times` times `per` done by a function already counted as invoked (or by a TTL policy). */
  server(times: number, per: Omit<Work, 'rulesReads'>): this {
    this.ops.serverReads += times * (per.reads ?? 0);
    this.ops.serverWrites += times * (per.writes ?? 0);
    this.ops.serverDeletes += times * (per.deletes ?? 0);
    return this;
  }
  /** `times` documents deleted by a TTL policy. */
  expire(times: number): this {
    this.ops.serverDeletes += times;
    this.ops.ttlDeletes += times;
    return this;
  }
  /** `times` function invocations doing `per` each, billed `ms` each. */
  invoke(times: number, per: Omit<Work, 'rulesReads'> = {}, ms: number = DEFAULT_FUNCTION_MS): this {
    this.ops.invocations += times;
    this.ops.functionMs += times * ms;
    return this.server(times, per);
  }
}

/** Every callable first reads the caller's `users` record (functions/src/platform/callable.ts requireRole). */
const CALLABLE = { reads: 1 };
/**
 * A retry-safe create (postComment, submitLiveResponse, createGame) also records its outcome: one
 * read and two writes in functions/src/platform/requestOutcomes.ts, and a TTL delete an hour later
 * (`expire`).
 */
const RETRY_SAFE = { reads: 1, writes: 2 };
/** An admin's callable records what it did (logAdminAction, functions/src/platform/audit.ts). */
const AUDIT = { writes: 1 };
/**
 * An account's first attendance mark of a kind (functions/src/analytics/lib/attendance.ts) reads,
 * besides its record, the account's deletion tombstone, and writes the record; a later one reads
 * the record and stops.
 */
const FIRST_MARK = { reads: 2, writes: 1 };
/** A citizen's write is judged with `isCitizen()`: the rules read the caller's `users` record. */
const CITIZEN_RULES = 1;

/**
 * How many of `shards` shard documents exist after `count` increments, each on a shard chosen by
 * a hash of its author (shardFor): S·(1 − (1 − 1/S)^count), the expected number of shards hit.
 */
export function shardsTouched(count: number, shards: number): number {
  return shards * (1 - (1 - 1 / shards) ** count);
}

/**
 * The shards a publication finds, on average, when publications come evenly through a burst of
 * `count` increments and each reads the shards written so far: the mean of `shardsTouched` over the
 * burst, S·(1 − (1 − e^(−kn)) / (kn)) with k = −ln(1 − 1/S).
 */
export function meanShardsTouched(count: number, shards: number): number {
  if (count <= 0) return 0;
  const k = -Math.log(1 - 1 / shards);
  return shards * (1 - (1 - Math.exp(-k * count)) / (k * count));
}

/**
 * Reads of a sharded counter's listeners (tally shards, the lobby's player shards) when `count`
 * changes come one after another and the i-th author starts listening after their own: their first
 * snapshot holds the shards written so far, then every later change is one read:
 * Σ shardsTouched(i) + (count − i). The second term, count²/2, is the fan-out. Closed form of the
 * first with q = 1 − 1/S: S·(n − S·q·(1 − qⁿ)).
 */
export function shardListenerReads(count: number, shards: number): number {
  if (count <= 0) return 0;
  const q = 1 - 1 / shards;
  const firstSnapshots = shards * (count - shards * q * (1 - q ** count));
  return firstSnapshots + (count * (count - 1)) / 2;
}

/** Over how many seconds a poll's answers are counted, when not measured: the push's peak (docs/scale.md). */
export const ANSWER_BURST_SECONDS = 20;
/**
 * How many times a poll's results are published (functions/src/polls/lib/resultsPulse.ts) when
 * `count` answers are counted over `seconds`: at most once a second, so once in every second that
 * holds a count (Poisson: 1 − e^−rate), and once more when the poll closes.
 */
export function resultPulses(count: number, seconds: number = ANSWER_BURST_SECONDS): number {
  if (count <= 0) return 1;
  return seconds * (1 - Math.exp(-count / seconds)) + 1;
}
/** Over how many seconds players join a game's lobby, when not measured. */
export const LOBBY_JOIN_SECONDS = 30;
/** Publications of the lobby's count: once in every second that holds a join (at most one a second). */
export function lobbyPulses(players: number, seconds: number = LOBBY_JOIN_SECONDS): number {
  return players <= 0 ? 0 : seconds * (1 - Math.exp(-players / seconds));
}
/**
 * Of the publications a pulse made while changes came (`during`, the close's apart), how many a
 * follower of the lease made (functions/src/platform/pulseLease.ts): a lease gets one when another
 * change comes within its period. Approximated by the share of changes that were not the first of
 * their lease: none when each change was published alone (during = count), nearly all when many
 * changes share each lease (during ≪ count).
 */
export function leaseFollows(count: number, during: number): number {
  if (count <= 0 || during <= 0) return 0;
  return during * Math.max(0, 1 - during / count);
}

/**
 * What a pulse's lease costs the functions beyond the publications (`during` of them took the
 * lease) for `count` changes: each change's trigger asks once (the summary and the lease); a
 * follower sets its flag; every write to the lease runs the follower trigger (onResultsLeaseFollowed,
 * onLobbyLeaseFollowed) — a taking returns at once, a follow reads the lease before and after
 * waiting out the period it followed, about a second billed.
 */
function leaseWork(t: Tally, count: number, during: number, periodMs: number): Tally {
  const follows = leaseFollows(count, during);
  return t.server(count, { reads: 2 }).invoke(during, {}).invoke(follows, { reads: 2, writes: 1 }, periodMs);
}

/** A listener's first snapshot: its documents, and at least one read when there are none. */
const firstSnapshot = (documents: number) => Math.max(1, documents);

function presence(a: EventActivity): Ops {
  // A beat every HEARTBEAT_MS while present, the first one HEARTBEAT_MS after arriving: a stay
  // of T holds T / HEARTBEAT_MS − ½ beats on average (nothing in a long event, a tenth of a short run's).
  const beats = Math.max(0, (a.viewers * a.hours * 3_600_000) / (a.heartbeatMs ?? HEARTBEAT_MS) - a.joins / 2);
  const firstJoins = a.joins - a.returns;
  return (
    new Tally()
      // web/src/features/events/api/presence.ts: a beat is one setDoc; the rules read the caller's
      // record and the event (viewing()).
      .add(beats, { writes: 1, rulesReads: CITIZEN_RULES + 1 })
      // Arriving: a transaction reads the heartbeat, then creates it with the join record (a batch
      // the rules judge with the event, the caller and the join record after it) or beats over a left one.
      .add(firstJoins, { reads: 1, writes: 2, rulesReads: 1 + 3 })
      .add(a.returns, { reads: 1, writes: 1, rulesReads: 1 + 2 })
      // The account record every signed-in page listens to (web/src/lib/session/account-record.ts).
      .add(a.joins, { reads: 1 })
      // Leaving backdates the heartbeat.
      .add(a.leaves, { writes: 1, rulesReads: CITIZEN_RULES + 1 })
      // recordViewer: one attendance transaction per account (functions/src/analytics/recordViewer.ts);
      // the heartbeat's TTL delete (in the emulator, endEvent deletes them).
      .invoke(a.uniqueViewers, FIRST_MARK)
      .expire(a.uniqueViewers).ops
  );
}

function eventDocument(a: EventActivity): Ops {
  const pushes = a.polls.length + a.liveQuestions.length;
  return (
    new Tally()
      // useLiveEvent: the live event query, one document, in every room.
      .add(a.joins, { reads: 1, rulesReads: CITIZEN_RULES })
      // Every write to the event document reaches every room: N reads each.
      .add(pushes + a.eventUpdates + a.captionTracks, { reads: a.viewers })
      // setLivePoll (functions/src/events/setLivePoll.ts): caller, event, poll, one tally shard (was
      // any answer counted?) and the last viewers sample (the audience to size it for,
      // settingsToOpenIn); the poll's settings, the event, the moment on the event's timeline
      // (docs/replays.md) and the admin audit record (functions/src/platform/audit.ts).
      .invoke(pushes, { reads: CALLABLE.reads + 4, writes: 3 + AUDIT.writes })
      // setLivePoll(null): caller and event; the event, the timeline's moment and the audit record.
      // (setOverlay writes no moment: a write less, left to this.)
      .invoke(a.eventUpdates, { reads: CALLABLE.reads + 1, writes: 2 + AUDIT.writes }).ops
  );
}

/**
 * Of the publications made while answers are counted, the mean share a voter receives (those after
 * their vote): ½ when counting keeps pace with voting, votes and publications spread over the same
 * seconds, as in production. Counting that lags the votes (a loaded emulator, whose triggers run
 * one after another) shows each voter more; the cost benchmark measures it.
 */
export const RESULTS_SEEN_SHARE = 0.5;

/**
 * What a poll's or live question's published results cost their listeners: one document, written
 * `pulses` times (at most once a second while answers are counted, then at the close). With live
 * results each of the `count` voters listens from their vote on: a first read, then the
 * publications after it — their own count's (published after the vote) and a `seen` share of the
 * others' (½: votes and publications spread over the same burst) — and the close's. The others open
 * the results as the poll closes: a first read, and the close's publication landing just after it.
 * Otherwise (after-close) everybody opens them so. The fan-out of the shards (count²/2) is gone:
 * what grows is count × pulses, and pulses are bounded by the burst's seconds, not by the audience.
 */
function resultsReads(
  viewers: number,
  count: number,
  pulses: number,
  resultsLive: boolean,
  afterOverlay: number | null,
  seen: number = RESULTS_SEEN_SHARE,
) {
  const duringVoting = Math.max(0, pulses - 1);
  const atClose = 2;
  let reads = resultsLive
    ? count * (2.5 + duringVoting * seen) + Math.max(0, viewers - count) * atClose
    : viewers * atClose;
  // The results over the stream (PollResultsOverlay) are every room's listener from the moment they are shown.
  if (afterOverlay !== null && count > 0) reads += viewers * (1 + (duringVoting * afterOverlay) / count);
  return reads;
}

/**
 * What publishing costs the functions: each counted answer's trigger re-reads what it counted and
 * asks once (the lease's work, `leaseWork`); each publication takes the lease, reads the shards
 * written so far (fewer early in the burst) and writes the results in a transaction; the close's
 * publication reads every shard touched.
 */
function publishing(t: Tally, count: number, pulses: number, shards: number = TALLY_SHARDS): Tally {
  const during = Math.max(0, pulses - 1);
  return leaseWork(t.server(count, { reads: 1 }), count, during, RESULTS_PULSE_MS)
    .server(during, { reads: meanShardsTouched(count, shards) + 1, writes: 2 })
    .server(pulses - during, { reads: shardsTouched(count, shards) + 1, writes: 2 });
}

/**
 * A poll or live question pushed into every room: each listens to it and to the viewer's own vote
 * or answer (usePoll, useMyVote / useMyResponse: a missing document is one read); closing it
 * (openOrClosePoll) rewrites the document every room listens to.
 */
function pushedAndClosed(t: Tally, viewers: number): Tally {
  return t
    .add(viewers, { reads: 2, rulesReads: 2 * CITIZEN_RULES })
    .invoke(1, { reads: CALLABLE.reads + 1, writes: 1 })
    .add(1, { reads: viewers });
}

function polls(a: EventActivity): Ops {
  const t = new Tally();
  for (const poll of a.polls) {
    pushedAndClosed(t, a.viewers)
      // A vote: the client's create (rules: caller, poll), the voter's own listener sees it created
      // and marked counted; onVoteCreated's transaction (vote, poll; shard, vote); recordVoter
      // (live lock, attendance).
      .add(poll.votes, { writes: 1, rulesReads: CITIZEN_RULES + 1, reads: 2 })
      .invoke(poll.votes, { reads: 2, writes: 2 })
      .invoke(poll.votes, { reads: 2 });
    const pulses = poll.resultPulses ?? resultPulses(poll.votes);
    publishing(t, poll.votes, pulses, poll.tallyShards).add(1, {
      reads: resultsReads(
        a.viewers,
        poll.votes,
        pulses,
        poll.resultsLive,
        poll.votesAfterOverlay,
        poll.resultsSeenShare,
      ),
    });
  }
  // recordVoter writes an account's attendance mark once (the tombstone read with it).
  return t.server(a.uniqueVoters, { reads: FIRST_MARK.reads - 1, writes: FIRST_MARK.writes }).ops;
}

function liveQuestions(a: EventActivity): Ops {
  const t = new Tally();
  for (const question of a.liveQuestions) {
    pushedAndClosed(t, a.viewers)
      // submitLiveResponse (functions/src/polls/submitLiveResponse.ts): account, event, poll,
      // blocked words, settings, then the response and the commenter record in a transaction;
      // writes response, respondent, commenter; the respondent's own listener sees its record.
      .invoke(question.answers, { reads: CALLABLE.reads + RETRY_SAFE.reads + 7, writes: RETRY_SAFE.writes + 3 })
      .expire(question.answers)
      .add(question.answers, { reads: 1 })
      // onLiveResponseCreated: response, poll, hidden entries; shard, response marked counted.
      .invoke(question.answers, { reads: 3, writes: 2 })
      // recordResponder: the attendance transaction.
      .invoke(question.answers, { reads: 1 });
    const pulses = question.resultPulses ?? resultPulses(question.answers);
    publishing(t, question.answers, pulses, question.tallyShards).add(1, {
      reads: resultsReads(a.viewers, question.answers, pulses, question.resultsLive, null, question.resultsSeenShare),
    });
  }
  return t.ops;
}

/**
 * Publications of the question counts (functions/src/comments/lib/upvotesPulse.ts): one in every
 * second that holds an upvote, at most one a second, for upvotes spread over `seconds`.
 */
export function upvotePulses(upvotes: number, seconds: number): number {
  return upvotes <= 0 || seconds <= 0 ? 0 : seconds * (1 - Math.exp(-upvotes / seconds));
}
/** Distinct questions among `upvotes` upvotes spread over `questions` questions. */
const questionsUpvoted = (upvotes: number, questions: number) =>
  questions <= 0 ? 0 : questions * (1 - Math.exp(-upvotes / questions));
const upvotePulsesOf = (a: EventActivity) => a.upvotePulses ?? upvotePulses(a.upvotes, a.hours * 3600);
/** Writes of question counts: each publication writes the questions upvoted since the last one. */
function upvoteCountWrites(a: EventActivity): number {
  const pulses = upvotePulsesOf(a);
  return pulses > 0 ? pulses * Math.max(1, questionsUpvoted(a.upvotes / pulses, a.questions)) : 0;
}

/**
 * Publications of the pulse feed for `changes` (posts, question counts, and caption lines when they
 * ride it) spread over `hours`: one in every period that holds a change, at most one a period (as
 * `upvotePulses`).
 */
export function feedPulses(changes: number, hours: number): number {
  const periods = (hours * 3_600_000) / FEED_PULSE_MS;
  return changes <= 0 || periods <= 0 ? 0 : periods * (1 - Math.exp(-changes / periods));
}
/**
 * What asks the pulse feed: each post made visible and each question count the upvote pulse writes
 * (functions/src/comments/onCommentWritten.ts), and each caption line sent (sendCaption: on a pulse
 * the lines ride the digest).
 */
const feedChanges = (a: EventActivity) => a.comments + upvoteCountWrites(a) + a.captionLines;
const feedPulsesOf = (a: EventActivity) => a.feedPulses ?? feedPulses(feedChanges(a), a.hours);

function comments(a: EventActivity): Ops {
  const pulseFeed = a.feedMode === 'pulse';
  const window = Math.min(COMMENT_LIMITS.pageSize, a.commentsAtJoin);
  // The room's one listener on the viewer's own upvotes, opened by the first question shown.
  const upvoteListener = Math.min(1, a.questionsAtJoin);
  const pulses = upvotePulsesOf(a);
  const countWrites = upvoteCountWrites(a);
  const t = new Tally()
    // Opening the room (web/src/features/comments): the feed's window, pinned posts, the
    // viewer's own posts, the comment settings (the composer), the highlighted post, and the
    // room's one listener on the viewer's own upvotes (a collection-group query; its rule reads
    // the caller's account). On a pulse (use-pulse-feed.ts) the window is read once, and the room
    // listens to the digest (its rule: caller, event) instead of the window, and to the viewer's
    // own posts once more (useAuthorPosts, merged in at once).
    .add(a.joins, {
      reads: firstSnapshot(window) + 4 + upvoteListener + (pulseFeed ? 2 : 0),
      rulesReads: 5 + upvoteListener * CITIZEN_RULES + (pulseFeed ? 2 * (CITIZEN_RULES + 1) : 0),
    })
    // postComment (functions/src/comments/postComment.ts): account, event, blocked words,
    // settings, the commenter record; writes the post and the commenter record.
    .invoke(a.comments, { reads: CALLABLE.reads + RETRY_SAFE.reads + 5, writes: RETRY_SAFE.writes + 2 })
    .expire(a.comments)
    // recordCommenter's attendance transaction, and the author's own-posts listener (which shows
    // a post on its author's screen at once, in either mode; twice on a pulse).
    .invoke(a.comments, { reads: 1 })
    .add(a.comments, { reads: pulseFeed ? 2 : 1 })
    .server(a.uniqueCommenters, { reads: FIRST_MARK.reads - 1, writes: FIRST_MARK.writes })
    // An upvote: the client's create (rules: caller, question); the upvoter's own listener sees
    // it. onUpvoteCreated runs for it (its ask of the pulse is the lease's work, below); the
    // publication's range query reads each upvote once.
    .add(a.upvotes, { writes: 1, rulesReads: CITIZEN_RULES + 1, reads: 1 })
    .invoke(a.upvotes, { reads: 1 })
    // onCommentWritten runs for each post made visible and each count written, in either mode, and
    // reads the event to learn its feed mode (functions/src/comments/lib/feedPulse.ts, feedOnPulse).
    .invoke(a.comments + countWrites, { reads: 1 });
  // The upvote pulse, in either mode. A publication: the lease taken (or followed, then taken by
  // onUpvotesLeaseFollowed's run), the lease and previous summary read, the range query (one read
  // when empty), the summary's transaction (read, write); per question upvoted: its document
  // (getAll), its count() (one index batch up to 1 000 upvotes) and its new count.
  leaseWork(t, a.upvotes, pulses, UPVOTES_PULSE_MS)
    .server(pulses, { reads: 5, writes: 2 })
    .server(countWrites, { reads: 2, writes: 1 });
  if (pulseFeed) {
    // The pulse feed (functions/src/comments/lib/feedPulse.ts): each change is recorded
    // (feedChanges/{post}, TTL a day: one a post, its later changes rewrite it) and asks the
    // event's feed lease (as the upvote pulse's). A publication: the lease and the digest written;
    // the digest read, then again in its transaction; the change records since the last one (a
    // range query, one read when none) and their posts. The questions' counts are still written
    // (a reloaded room's window reads them) and reach the rooms in the digest. A caption line is a
    // change too (sendCaption records it and asks: its record, the lease's work, its read by the
    // publication are here; the line itself, in `captions`).
    const changes = feedChanges(a);
    const feed = feedPulsesOf(a);
    const perPublication = changes / Math.max(1, feed);
    return (
      leaseWork(t.server(changes, { writes: 1 }).expire(a.comments + a.captionLines), changes, feed, FEED_PULSE_MS)
        .server(feed, { reads: 2 + Math.max(1, perPublication) + perPublication, writes: 2 })
        // Fan-out: one digest a publication reaches every room, at most one a second.
        .add(feed, { reads: a.viewers }).ops
    );
  }
  return (
    t
      // Fan-out: each visible post enters every room's feed...
      .add(a.comments, { reads: a.viewers })
      // ...and a question's new count reaches every room whose feed shows it, at most once a
      // second a question, however many upvotes it took.
      .add(countWrites, { reads: a.viewers }).ops
  );
}

function reactions(a: EventActivity): Ops {
  const indexBatches = Math.max(1, Math.ceil(a.uniqueReactors / INDEX_ENTRIES_PER_READ));
  return (
    new Tally()
      // useReactionPulse: the pulse document in every room.
      .add(a.joins, { reads: 1, rulesReads: CITIZEN_RULES + 1 })
      // A reaction: +1 on the viewer's own counter (rules: caller, event).
      .add(a.reactions, { writes: 1, rulesReads: CITIZEN_RULES + 1 })
      // recordReactor, once per account.
      .invoke(a.uniqueReactors, FIRST_MARK)
      // publishReactions (functions/src/events/lib/reactionPulse.ts): event, own counter, pulse, lease.
      .invoke(a.pulseAsks, { reads: CALLABLE.reads + 4 })
      // A pulse: the lease, one sum() per emoji over every counter, the pulse in a transaction
      // with the replay's reactions moment of its 10 s bucket (docs/replays.md).
      .server(a.pulses, { writes: 3, reads: REACTION_IDS.length * indexBatches + 1 })
      // Fan-out: every pulse reaches every room.
      .add(a.pulses, { reads: a.viewers }).ops
  );
}

function game(a: EventActivity): Ops {
  const g = a.game;
  if (!g) return zeroOps();
  // The game document moves through question, scoring, reveal and leaderboard for each question,
  // plus the lobby and the podium (functions/src/game/advanceGame.ts).
  const gameUpdates = 4 * g.questions + 2;
  const pulses = g.lobbyPulses ?? lobbyPulses(g.players);
  return (
    leaseWork(new Tally(), g.players, pulses, LOBBY_PULSE_MS)
      // createGame (retry-safe): caller, event, set; the game, its questions and the audit record.
      .invoke(1, {
        reads: CALLABLE.reads + RETRY_SAFE.reads + 2,
        writes: RETRY_SAFE.writes + 1 + g.questions + AUDIT.writes,
      })
      .expire(1)
      // joinGame: game and player in a transaction; the player and a join shard. The play screen
      // joins again once mounted, to sync its countdown clock (game-play.tsx): the player updated.
      .invoke(g.players, { reads: CALLABLE.reads + 2, writes: 2 })
      .invoke(g.players, { reads: CALLABLE.reads + 2, writes: 1 })
      // Each player's listeners: the game document through every step, their own record (once per
      // reveal), their answer per question, and the lobby's count: a first read, then about half
      // of its publications (joins and publications spread over the same seconds).
      .add(g.players, {
        reads: 1 + gameUpdates + 1 + g.questions + g.questions + 1 + pulses / 2,
        rulesReads: 3 + g.questions,
      })
      // onPlayerJoined asks once (the count and its lease); each publication takes the lease, reads
      // the shards and writes the count; the lease's follower publishes the last joins of a burst.
      .invoke(g.players)
      .server(pulses, { reads: shardsTouched(g.players, g.lobbyShards ?? PLAYER_SHARDS) + 1, writes: 2 })
      // An answer: the client's create (rules: game, player, caller), seen by its own listener.
      .add(g.answers, { writes: 1, reads: 1, rulesReads: 3 })
      // advanceGame three times a question and once to the podium (caller, game, question; the game) and the reveal: the
      // answers and every player read, every player's score written (functions/src/game/lib/revealQuestion.ts).
      .invoke(3 * g.questions + 1, { reads: CALLABLE.reads + 2, writes: 1 + AUDIT.writes })
      .server(g.questions, { reads: g.players + 3, writes: g.players })
      .server(1, { reads: g.answers }).ops
  );
}

function captions(a: EventActivity): Ops {
  if (a.captionLines === 0) return zeroOps();
  // On a pulse feed the lines ride its digest (functions/src/comments/lib/feedPulse.ts): no line
  // reaches the rooms by itself (the stream's own delay, seconds, hides the pulse's second); what
  // the digest costs per line (its change record, the lease's ask, the publication's reads) is the
  // feed's, in `comments`.
  const roomReads = a.feedMode === 'pulse' ? 0 : a.viewers;
  return (
    new Tally()
      // sendCaption: caller, event, the captioner's rate record; the line and that record.
      .invoke(a.captionLines, { reads: CALLABLE.reads + 2, writes: 2 })
      // Fan-out: on a live feed every line reaches every room (useCaptionLines)...
      .add(a.captionLines, { reads: roomReads })
      // ...and a room opening reads every line so far: the transcript is the whole event (on a
      // pulse, once, with a get). (A room opened before the first line starts with it: on a live
      // feed, counted above; on a pulse, it reads the transcript when the first line's track is
      // announced — about one line — taken here as every viewer's room.)
      .add(a.joins, { reads: a.captionLinesAtJoin, rulesReads: 1 })
      .add(a.feedMode === 'pulse' ? a.viewers : 0, { reads: 1, rulesReads: 1 }).ops
  );
}

function dashboards(a: EventActivity): Ops {
  const counts = a.controlRooms * ((a.hours * 3_600_000) / VIEWER_COUNT_EVERY_MS);
  // The console follows each pushed question's published results: a first read, then each publication.
  const publications = [
    ...a.polls.map((p) => p.resultPulses ?? resultPulses(p.votes)),
    ...a.liveQuestions.map((q) => q.resultPulses ?? resultPulses(q.answers)),
  ].reduce((sum, pulses) => sum + 1 + pulses, 0);
  return (
    new Tally()
      // The control room's viewers-now: a count() of fresh heartbeats (one read per 1 000), then the
      // minute's sample rewritten, which its sparkline listener reads back.
      .add(counts, {
        reads: Math.max(1, Math.ceil(a.viewers / INDEX_ENTRIES_PER_READ)) + 1,
        writes: 1,
        rulesReads: 1,
      })
      // What the control room follows live: the moderator's feed (every post, every question's
      // published count), the console's published results, the pulse.
      .add(a.controlRooms, { reads: a.comments + upvoteCountWrites(a) + publications + a.pulses }).ops
  );
}

const MODEL: Record<CostFeature, (a: EventActivity) => Ops> = {
  presence,
  event: eventDocument,
  polls,
  liveQuestions,
  comments,
  reactions,
  game,
  captions,
  dashboards,
};

/** The operations of an event, per feature. */
export function predictOps(activity: EventActivity): Record<CostFeature, Ops> {
  return Object.fromEntries(COST_FEATURES.map((f) => [f, MODEL[f](activity)])) as Record<CostFeature, Ops>;
}

export function sumOps(all: Iterable<Ops>): Ops {
  const total = zeroOps();
  for (const ops of all) for (const key of Object.keys(total) as (keyof Ops)[]) total[key] += ops[key];
  return total;
}

/** Operations divided by viewer-hours (N × H). */
export function perViewerHour(ops: Ops, activity: Pick<EventActivity, 'viewers' | 'hours'>): Ops {
  const viewerHours = activity.viewers * activity.hours;
  return Object.fromEntries(Object.entries(ops).map(([k, v]) => [k, v / viewerHours])) as unknown as Ops;
}

export interface Cost {
  firestore: number;
  functions: number;
  total: number;
}

/** Dollars at list price, beyond the free tiers (cost-prices.ts). */
export function costOf(ops: Ops, location: FirestoreLocation): Cost {
  const p = FIRESTORE_PRICES[location];
  const reads = ops.reads + ops.rulesReads + ops.serverReads;
  const writes = ops.writes + ops.serverWrites;
  const deletes = ops.deletes + ops.serverDeletes;
  const firestore = (reads * p.readsPer100k + writes * p.writesPer100k + deletes * p.deletesPer100k) / 100_000;
  const seconds = ops.functionMs / 1000;
  const functions =
    (ops.invocations * FUNCTION_PRICES.perMillionInvocations) / 1_000_000 +
    seconds *
      (FUNCTION_SIZE.vcpu * FUNCTION_PRICES.perVcpuSecond + FUNCTION_SIZE.memoryGib * FUNCTION_PRICES.perGibSecond);
  return { firestore, functions, total: firestore + functions };
}

/** GB-seconds (GiB-seconds) of function time, the unit the issue asks the benchmark to print. */
export const gibSecondsOf = (ops: Ops) => (ops.functionMs / 1000) * FUNCTION_SIZE.memoryGib;
