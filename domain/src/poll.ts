import { LIVE_QUESTION_KINDS, type LiveQuestionKind, type LiveQuestionSettings } from './question.js';
import type { LanguageCode } from './languages.js';
import { authorLanguage, pickVersion, pickVersionWithItems, type Localized, type Translations } from './localized.js';
import type { PollAudienceSettings } from './audience-settings.js';

/**
 * Polls and ad (sponsored) polls. One document `polls/{pollId}` per poll; votes, tallies,
 * impressions and clicks live in its subcollections (see COLLECTIONS).
 *
 * Lifecycle: an administrator *publishes* a poll with a schedule. Its status is then a function of
 * the server clock — draft (not published), scheduled (before opensAt), open (opensAt ≤ now <
 * closesAt), closed (from closesAt). Storing a `status` field instead would go stale the second
 * the schedule elapses; `firestore.rules` evaluates the same condition at `request.time`.
 */

export const POLL_KINDS = ['poll', 'ad', ...LIVE_QUESTION_KINDS] as const;
export type PollKind = (typeof POLL_KINDS)[number];
/** The multiple-choice kinds: options, votes and (for ads) a sponsor. */
export const CHOICE_POLL_KINDS = ['poll', 'ad'] as const satisfies readonly PollKind[];

/**
 * Whether a poll is a live question (word cloud, scale, open answer: question.ts,
 * docs/live-questions.md): it has `settings` and no options, and takes responses through the
 * `submitLiveResponse` callable instead of votes.
 */
export function isLiveQuestionKind(kind: PollKind): kind is LiveQuestionKind {
  return (LIVE_QUESTION_KINDS as readonly string[]).includes(kind);
}

export const POLL_STATUSES = ['draft', 'scheduled', 'open', 'closed'] as const;
export type PollStatus = (typeof POLL_STATUSES)[number];

export const RESULTS_VISIBILITIES = ['live', 'after-close', 'hidden'] as const;
export type ResultsVisibility = (typeof RESULTS_VISIBILITIES)[number];

export const POLL_LIMITS = {
  questionMax: 200,
  descriptionMax: 1000,
  optionsMin: 2,
  optionsMax: 10,
  optionLabelMax: 80,
  sponsorNameMax: 80,
  urlMax: 2048,
} as const;

/**
 * Tally design: sharded counters. A vote is its own document `polls/{id}/votes/{uid}` (doc id =
 * uid, so one vote per user is a rule); a trigger adds it to one of TALLY_SHARDS counter documents
 * `polls/{id}/tallyShards/{n}`. Firestore sustains about one write per second per document, so a
 * single counter would throttle a 10 000-voter burst (~170 votes/s in a minute) into minutes of
 * retries; 100 shards keep each shard under ~2 writes/s at that rate. Readers sum the shards (100
 * small documents, then one changed document per vote). Aggregating the vote records on every read
 * (count() per option) would be exact too, but cannot be listened to in real time.
 */
export const TALLY_SHARDS = 100;
/**
 * What viewers listen to instead of the shards: `polls/{pollId}/stats/results`, the shards' sum,
 * written only by functions and at most once every RESULTS_PULSE_MS while answers are counted
 * (functions/src/polls/lib/resultsPulse.ts), as the reactions pulse is. Listening to the 100
 * shards, every watcher received every counted answer: V²/2 reads a poll for V voters watching
 * live results (docs/scale.md, "Fan-out"); the pulse sends each watcher one document a second at
 * most. Closing a poll publishes the exact sum at once.
 */
export const RESULTS_PULSE_MS = 1000;
export const POLL_RESULTS_DOC = 'results';
/** `stats/resultsLease`: `{ at }`, when a function last claimed the right to publish the results. */
export const POLL_RESULTS_LEASE_DOC = 'resultsLease';
/**
 * The results document. `counts` and `responses` have a shard's shape (TallyShardDoc,
 * LiveTallyShardDoc), so the readers sum one document as they summed the shards.
 */
export interface PollResultsDoc<TTime = unknown> {
  counts: Record<string, number>;
  /** Live questions: the answers counted (a poll's shards carry none: 0). */
  responses: number;
  /** When the publication was claimed: publications are at least RESULTS_PULSE_MS apart. */
  at: TTime;
  /** A time before the shards were read: every answer counted by then is in `counts`. */
  through: TTime;
  /** How many times the results were published (the cost benchmark reads it). */
  pulses: number;
}

/** Clicks are rarer than votes; fewer shards suffice. */
export const CLICK_SHARDS = 10;

export interface PollOption {
  /** Stable id: votes reference it, so it never changes once the poll has votes. */
  id: string;
  label: string;
  /** The label in other languages (the poll's `language` is the label's): the same option. */
  translations?: Translations<'label'>;
}

/** A poll's texts that may have a version per language (its options carry their own). */
export type PollVersionField = 'question' | 'description';

/**
 * `poll` as a reader of `reader` sees it: question, description and each option's label in their
 * language where written, else the author's. Options keep their ids and order, so a vote is one
 * vote whatever language the voter read it in.
 */
export function pickPollVersion<
  T extends { language?: LanguageCode; options: readonly object[]; settings?: object | null },
>(poll: T, reader: string): T {
  const picked = pickVersionWithItems(poll, 'options', reader);
  // A scale's end labels: their versions sit in its settings, in the poll's language.
  const settings = poll.settings;
  if (!settings || !('translations' in settings)) return picked;
  const { language: _author, ...shown } = pickVersion({ ...settings, language: authorLanguage(poll) }, reader);
  const changed = Object.keys(shown).some(
    (key) => shown[key as keyof typeof shown] !== settings[key as keyof typeof settings],
  );
  return changed ? { ...picked, settings: shown } : picked;
}

export interface Sponsor {
  name: string;
  logoUrl: string;
  link: string;
}

/** The document at `polls/{pollId}`. Times are Firestore Timestamps (TTime) in the SDKs. */
export interface PollDoc<TTime = unknown> extends Localized<PollVersionField> {
  kind: PollKind;
  question: string;
  description: string;
  options: PollOption[];
  /** Denormalised `options[].id`, so the vote rule can check `optionId in optionIds`. */
  optionIds: string[];
  published: boolean;
  opensAt: TTime;
  closesAt: TTime;
  resultsVisibility: ResultsVisibility;
  /** Present on ad polls only. */
  sponsor: Sponsor | null;
  /** Live questions only: what the admin authored (its `kind` is the poll's); absent or null on polls and ads. */
  settings?: LiveQuestionSettings | null;
  /**
   * Written before issue 30 only: entries hidden from a word cloud, on the document every citizen
   * reads. They now live in the admin-only `HiddenEntriesDoc`; the next hide moves these there.
   */
  hiddenEntries?: string[];
  /**
   * Its settings, fixed when it opens: chosen from its event's expected audience
   * (audience-settings.ts, settingsForAudience). Absent or null: TALLY_SHARDS, shown at once. The
   * counting trigger, the publication, the recount and the cost model read these, never the
   * constant, once a later change writes them (docs/scale.md, "Settings from the expected audience").
   */
  audience?: PollAudienceSettings | null;
  createdBy: string | null;
  createdAt: TTime;
  updatedAt: TTime;
}

/** The document at `polls/{pollId}/votes/{uid}`. `counted` is set by the tally trigger only. */
export interface VoteDoc<TTime = unknown> {
  optionId: string;
  votedAt: TTime;
  counted?: boolean;
  /** When it was counted (set with `counted`): published results whose `through` is not before it hold it. */
  countedAt?: TTime;
}

/** `polls/{pollId}/tallyShards/{n}`: votes per option id counted into this shard. */
export interface TallyShardDoc {
  counts: Record<string, number>;
}

/** `polls/{pollId}/clickShards/{n}`. */
export interface ClickShardDoc {
  clicks: number;
}

/** `polls/{pollId}/adClicks/{uid}`: a viewer's first sponsor-link click, the mark that counts it once. */
export interface AdClickDoc<TTime = unknown> {
  clickedAt: TTime;
}

/** `polls/{pollId}/impressions/{uid}`: a signed-in viewer saw the ad poll (once per viewer). */
export interface ImpressionDoc<TTime = unknown> {
  seenAt: TTime;
}

/** Status at `nowMs`, from the published flag and the schedule (epoch milliseconds). */
export function pollStatus(poll: { published: boolean; opensAtMs: number; closesAtMs: number }, nowMs: number) {
  if (!poll.published) return 'draft' satisfies PollStatus;
  if (nowMs < poll.opensAtMs) return 'scheduled' satisfies PollStatus;
  if (nowMs < poll.closesAtMs) return 'open' satisfies PollStatus;
  return 'closed' satisfies PollStatus;
}

/** Whether a non-admin may see the tallies now (rules apply the same condition). */
export function resultsVisible(visibility: ResultsVisibility, status: PollStatus): boolean {
  if (visibility === 'live') return status === 'open' || status === 'closed';
  if (visibility === 'after-close') return status === 'closed';
  return false;
}

export type Tallies = Record<string, number>;

/** Sums sharded counters into per-option tallies (zero for options nobody chose). */
export function sumTallyShards(shards: Iterable<Partial<TallyShardDoc>>, optionIds: readonly string[]): Tallies {
  const tallies: Tallies = Object.fromEntries(optionIds.map((id) => [id, 0]));
  for (const shard of shards) {
    for (const [optionId, count] of Object.entries(shard.counts ?? {})) {
      tallies[optionId] = (tallies[optionId] ?? 0) + count;
    }
  }
  return tallies;
}

/**
 * The tallies a poll should show, recomputed from its vote records: the reference the sharded
 * counters must always equal. Pure, so the /fixer recount job and tests share it. Votes for an
 * option the poll no longer has are reported separately instead of being dropped silently.
 */
export function recountPoll(
  votes: Iterable<Pick<VoteDoc, 'optionId'>>,
  optionIds: readonly string[],
): { tallies: Tallies; total: number; unknownOptionVotes: number } {
  const tallies: Tallies = Object.fromEntries(optionIds.map((id) => [id, 0]));
  let total = 0;
  let unknownOptionVotes = 0;
  for (const vote of votes) {
    total++;
    if (Object.hasOwn(tallies, vote.optionId)) tallies[vote.optionId] = (tallies[vote.optionId] ?? 0) + 1;
    else unknownOptionVotes++;
  }
  return { tallies, total, unknownOptionVotes };
}

export function totalVotes(tallies: Tallies): number {
  return Object.values(tallies).reduce((sum, n) => sum + n, 0);
}

/** Click-through rate as a fraction (0 when nobody has seen the ad yet). */
export function clickThroughRate(clicks: number, impressions: number): number {
  return impressions > 0 ? clicks / impressions : 0;
}

/** A stable shard for a voter: the same uid always lands on the same shard (spreads evenly). */
export function shardFor(key: string, shards: number): number {
  let hash = 0;
  for (let i = 0; i < key.length; i++) hash = (Math.imul(hash, 31) + key.charCodeAt(i)) | 0;
  return Math.abs(hash) % shards;
}
export interface SavePollResponse {
  pollId: string;
}
export interface OpenOrClosePollResponse {
  pollId: string;
  opensAt: number;
  closesAt: number;
}
export interface DeletePollResponse {
  pollId: string;
  deletedVotes: number;
}
/** The sponsor link to open, taken from the server's copy of the poll. */
export interface RecordAdClickResponse {
  link: string;
}

/** When a poll is opened "now" with a closing time already past, it stays open this long. */
export const DEFAULT_OPEN_DURATION_MS = 60 * 60 * 1000;
