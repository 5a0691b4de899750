import type { LiveQuestionSettings, LiveResponse, ScaleSettings } from './question-schemas.js';

export type { LiveQuestionSettings, LiveResponse, ScaleSettings } from './question-schemas.js';

/**
 * Live questions beyond multiple choice (issue 24, docs/live-questions.md): a word cloud, a scale
 * and an open answer, pushed into the live room like a poll. This module holds what the browser
 * and the functions must agree on: the kinds, their settings and limits, the shape of one
 * participant's response, and the pure counting (how a word-cloud entry is normalised, how a
 * scale's distribution and average are computed, how tallies are recounted from responses).
 *
 * Decisions (written down in docs/live-questions.md):
 * - One response per account per question, final once accepted, as a poll vote is: a changed
 *   answer would make "counted exactly once" a two-step update on every tally and let one account
 *   push a word up and down the cloud.
 * - A word-cloud entry is counted in its normal form (`cloudEntryForm`): invisible characters
 *   removed, NFKC, case folded, surrounding punctuation and spaces trimmed, inner spaces
 *   collapsed. Accents are kept: in many languages they are letters ("año" is not "ano"), so
 *   "école" and "ecole" are two entries.
 * - A participant's entries count once each per question: "parks, Parks" is one entry.
 */
export const LIVE_QUESTION_KINDS = ['wordCloud', 'scale', 'openAnswer'] as const;
export type LiveQuestionKind = (typeof LIVE_QUESTION_KINDS)[number];

export const LIVE_QUESTION_KIND_LABELS: Record<LiveQuestionKind, string> = {
  wordCloud: 'Word cloud',
  scale: 'Scale',
  openAnswer: 'Open answer',
};

export const LIVE_QUESTION_LIMITS = {
  /** Entries one participant may give to a word cloud: the admin picks 1 to this. */
  cloudEntriesMax: 3,
  /** One entry: a word or a short phrase. */
  cloudEntryMax: 40,
  /** A scale runs from 0 or 1 up to 2…10 steps. */
  scaleMinValues: [0, 1] as readonly number[],
  scaleMaxLow: 2,
  scaleMaxHigh: 10,
  scaleLabelMax: 40,
  openAnswerMax: 280,
} as const;

// ---- word-cloud normalisation ----------------------------------------------------------------

/** Invisible characters (zero-width space, soft hyphen, word joiner…) and bidi controls. */
const INVISIBLE = /[\p{Default_Ignorable_Code_Point}\p{Bidi_Control}]/gu;
/** Punctuation and symbols around an entry ("parks!", "«schools»", "#transit"). */
const SURROUNDING = /^[\p{P}\p{S}\p{Z}\s]+|[\p{P}\p{S}\p{Z}\s]+$/gu;
const SPACES = /[\p{Z}\s]+/gu;
/** Typographic apostrophes become the plain one, so "people’s" and "people's" are one entry. */
const APOSTROPHES = /[\u2018\u2019\u02BC\uFF07]/gu;

/**
 * The form a word-cloud entry is counted and shown in, or '' when nothing countable is left:
 * invisible characters removed, NFKC, full case folding, typographic apostrophes made plain,
 * surrounding punctuation, symbols and spaces trimmed, inner spaces collapsed to one. Accents are
 * kept (see the decisions above).
 */
export function cloudEntryForm(entry: string): string {
  return (
    entry
      .replace(INVISIBLE, '')
      .normalize('NFKC')
      // Lower, upper, lower: full case folding (ẞ → ß → SS → ss), which toLowerCase alone is not.
      .toLowerCase()
      .toUpperCase()
      .toLowerCase()
      .replace(APOSTROPHES, "'")
      .replace(SURROUNDING, '')
      .replace(SPACES, ' ')
  );
}

/** A participant's entries in normal form, each once, in the order given ('' dropped). */
export function distinctCloudEntries(entries: readonly string[]): string[] {
  return [...new Set(entries.map(cloudEntryForm).filter((form) => form !== ''))];
}

/**
 * What is wrong with `response` for a question with `settings`, as the sentence a participant
 * reads, or null when it fits: the kind must match, a word cloud takes at most the question's
 * number of entries and at least one countable one, a scale's value lies on the scale.
 */
export function liveResponseProblem(settings: LiveQuestionSettings, response: LiveResponse): string | null {
  if (settings.kind !== response.kind) return 'This answer does not fit the question.';
  if (response.kind === 'wordCloud' && settings.kind === 'wordCloud') {
    if (response.entries.length > settings.maxEntries) {
      return settings.maxEntries === 1 ? 'Give one entry.' : `Give at most ${settings.maxEntries} entries.`;
    }
    if (distinctCloudEntries(response.entries).length === 0) return 'Give at least one word.';
  }
  if (response.kind === 'scale' && settings.kind === 'scale') {
    if (response.value < settings.min || response.value > settings.max) {
      return `Choose a point from ${settings.min} to ${settings.max}.`;
    }
  }
  return null;
}

/** An answer as one line of text (exports, moderation lists): entries joined by " | ", the point, or the text. */
export function liveAnswerText(answer: LiveResponse): string {
  if (answer.kind === 'wordCloud') return answer.entries.join(' | ');
  return answer.kind === 'scale' ? String(answer.value) : answer.text;
}

// ---- counting ---------------------------------------------------------------------------------

/** A scale's counts per point (every point present, 0 when nobody chose it), its total and average. */
export interface ScaleSummary {
  counts: Record<number, number>;
  total: number;
  /** The mean of the chosen points, or null before the first answer. */
  average: number | null;
}

export function summariseScale(
  settings: Pick<ScaleSettings, 'min' | 'max'>,
  counts: Record<string, number>,
): ScaleSummary {
  const summary: ScaleSummary = { counts: {}, total: 0, average: null };
  let sum = 0;
  for (let point = settings.min; point <= settings.max; point += 1) {
    const count = counts[String(point)] ?? 0;
    summary.counts[point] = count;
    summary.total += count;
    sum += point * count;
  }
  summary.average = summary.total > 0 ? sum / summary.total : null;
  return summary;
}

/**
 * The counts a question should show, recomputed from its accepted responses: the reference its
 * sharded counters must always equal (the fixer's recount and the tests share it). A word cloud
 * counts each participant's distinct entries once; a scale counts each value once per response;
 * an open answer counts responses. Held or hidden responses are the caller's to leave out.
 */
export function recountLiveQuestion(responses: Iterable<LiveResponse>): {
  counts: Record<string, number>;
  total: number;
} {
  const counts: Record<string, number> = Object.create(null) as Record<string, number>;
  let total = 0;
  for (const response of responses) {
    total += 1;
    const keys =
      response.kind === 'wordCloud'
        ? distinctCloudEntries(response.entries)
        : response.kind === 'scale'
          ? [String(response.value)]
          : [];
    for (const key of keys) counts[key] = (counts[key] ?? 0) + 1;
  }
  return { counts: { ...counts }, total };
}

/** The `limit` most given entries, most first, ties in alphabetical order (the cloud's text alternative). */
export function topCloudEntries(counts: Record<string, number>, limit: number): { entry: string; count: number }[] {
  return Object.entries(counts)
    .filter(([, count]) => count > 0)
    .map(([entry, count]) => ({ entry, count }))
    .sort((a, b) => b.count - a.count || a.entry.localeCompare(b.entry))
    .slice(0, limit);
}

// ---- storage (docs/live-questions.md "Storage") -------------------------------------------------

/**
 * accepted: counted into the shards (an open answer also shown in `answers/{uid}`). held: a
 * blocked word holds it for review; never counted, never shown, readable by admins only. hidden:
 * an admin took it down after it was accepted; its counts were subtracted.
 */
export const LIVE_RESPONSE_STATUSES = ['accepted', 'held', 'hidden'] as const;
export type LiveResponseStatus = (typeof LIVE_RESPONSE_STATUSES)[number];

/** The id of a word cloud's hidden entries, `polls/{pollId}/moderation/hiddenEntries`. */
export const HIDDEN_ENTRIES_DOC = 'hiddenEntries';

/**
 * The entries an admin hid from a word cloud (`moderateLiveQuestion` 'hideEntry'). Admins only
 * read it: a hidden entry may be what must not be published (a home address). `forms` are the
 * entries in the moderation normal form, in which every entry is compared, so a hidden entry
 * respelled (a Cyrillic `е`, a zero-width space) is hidden too.
 */
export interface HiddenEntriesDoc {
  /** The entries as the admin hid them (`cloudEntryForm`). */
  entries: string[];
  /** Their moderation forms (`moderationForm`): an entry whose form is among them is never counted. */
  forms: string[];
}

/**
 * `polls/{pollId}/responses/{uid}` (collection group `responses`): one participant's answer,
 * keyed by uid (one per account per question). Written only by the `submitLiveResponse` callable
 * and the admin's `moderateLiveQuestion`; `counted` is the counting trigger's mark. Admins only
 * read it (a held answer is in it).
 */
export interface LiveResponseDoc<TTime = unknown> {
  /** null once the author's account is deleted (AUTHORED_CONTENT). */
  authorUid: string | null;
  authorName: string;
  authorDeleted?: boolean;
  /** The live event the question was pushed in when the answer came. */
  eventId: string;
  /** The answer as given (checked by `liveResponseSchema` and `liveResponseProblem`). */
  answer: LiveResponse;
  /** Word clouds: the distinct entry forms it counts for (`distinctCloudEntries`); [] otherwise. */
  forms: string[];
  status: LiveResponseStatus;
  /** Why it is held (a blocked word), or null. */
  reason: 'blocked-word' | null;
  /** The browser's id of the submission, so a retry is answered with the first outcome. */
  requestId: string | null;
  createdAt: TTime;
  /** Set by the counting trigger in the transaction that adds the answer to the shards. */
  counted?: boolean;
  moderatedBy: string | null;
  moderatedAt: TTime | null;
}

/**
 * `polls/{pollId}/respondents/{uid}`: what the participant may know of their own answer — that
 * they answered (the card locks), whether it was held, and their answer once accepted (never a
 * held one's text). Written with the response; the participant reads their own.
 */
export interface LiveRespondentDoc<TTime = unknown> {
  respondedAt: TTime;
  status: LiveResponseStatus;
  /** The answer while accepted; null while held or once hidden. */
  answer: LiveResponse | null;
}

/**
 * `polls/{pollId}/tallyShards/{n}` of a live question (the same shards polls use, TALLY_SHARDS,
 * the shard of a participant is `shardFor(uid)`): `counts` keyed by entry form (word cloud) or by
 * scale point as a string ("1"…"10"); `responses` is the number of answers counted into the shard
 * (every kind: for an open answer it is the only count). Written only by the counting trigger and
 * `moderateLiveQuestion`; citizens read them when the poll's results are visible.
 */
export interface LiveTallyShardDoc {
  counts: Record<string, number>;
  responses: number;
}

/** Sums live-question shards: counts per key (zero counts dropped) and the number of answers. */
export function sumLiveTallyShards(shards: Iterable<Partial<LiveTallyShardDoc>>): {
  counts: Record<string, number>;
  responses: number;
} {
  const counts = new Map<string, number>();
  let responses = 0;
  for (const shard of shards) {
    responses += shard.responses ?? 0;
    for (const [key, count] of Object.entries(shard.counts ?? {})) counts.set(key, (counts.get(key) ?? 0) + count);
  }
  return { counts: Object.fromEntries([...counts].filter(([, count]) => count !== 0)), responses };
}

/**
 * `polls/{pollId}/answers/{uid}` (collection group `answers`, beside the games' answers, which
 * carry no author): an accepted open answer, shown like a visible post. Written only by the
 * counting trigger; hiding the answer deletes it. Citizens read them when results are visible.
 */
export interface LiveAnswerDoc<TTime = unknown> {
  authorUid: string | null;
  authorName: string;
  authorDeleted?: boolean;
  text: string;
  createdAt: TTime;
}

// ---- callables ----------------------------------------------------------------------------------

export interface SubmitLiveResponseResponse {
  pollId: string;
  /** held: a blocked word holds it for review (HELD_FOR_REVIEW_MESSAGE); it is not counted. */
  status: Extract<LiveResponseStatus, 'accepted' | 'held'>;
}

/** Shown to a participant whose answer is held. */
export const LIVE_RESPONSE_HELD_MESSAGE = 'Your answer is held for review. A moderator will look at it soon.';
export const LIVE_RESPONSE_TWICE_MESSAGE = 'You have already answered this question.';

export interface ModerateLiveQuestionResponse {
  pollId: string;
  /** How many answers the action changed the counts of (hideEntry: the entry's count before). */
  affected: number;
}
