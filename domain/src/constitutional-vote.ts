/**
 * The constitutional vote: a ballot of articles answered yes / no / abstain by a frozen census of
 * voters, cast once, secret, with a receipt per ballot and a published, fingerprinted record.
 * Design and threat model: docs/constitutional-vote.md.
 *
 * Storage under `constitutionalVotes/{ballotId}` (all written by functions only):
 *  - the ballot document itself (BallotDoc);
 *  - `census/{uid}`: the voter record, frozen when the ballot opens — `{ uid, voted }`, no time and
 *    no receipt (the uid lets a voter find the ballots they are on the census of);
 *  - `urn/{n}`: the ballot box, URN shards mapping receipt → answers (never readable by clients);
 *  - `turnout/{n}`: how many ballots were cast into shard n (turnout is public while open);
 *  - `record/summary` and `record/receipts-{page}`: the published results and receipt list.
 */
import { LANGUAGE_CODES, type LanguageCode } from './languages.js';
import { authorLanguage, pickVersionWithItems, type Localized, type Translations } from './localized.js';

/** draft → open (announced; voting between opensAt and closesAt) → closed → published. */
export const BALLOT_STATUSES = ['draft', 'open', 'closed', 'published'] as const;
export type BallotStatus = (typeof BALLOT_STATUSES)[number];
/** Statuses signed-in accounts may read (rules spell the same list). */
export const ANNOUNCED_BALLOT_STATUSES = ['open', 'closed', 'published'] as const satisfies readonly BallotStatus[];

export const BALLOT_ANSWERS = ['yes', 'no', 'abstain'] as const;
export type BallotAnswer = (typeof BALLOT_ANSWERS)[number];

/** Who is on the census when the ballot opens: every active user account, or those marked eligible. */
export const CENSUS_MODES = ['all-active', 'eligible'] as const;
export type CensusMode = (typeof CENSUS_MODES)[number];

/**
 * When an article passes, counting yes against no (abstentions count for turnout, not for the
 * share). Integer arithmetic, so a tie or a two-thirds edge is decided exactly.
 */
export const PASS_RULES = ['none', 'simple-majority', 'two-thirds', 'three-quarters'] as const;
export type PassRule = (typeof PASS_RULES)[number];
export const PASS_RULE_LABELS: Record<PassRule, string> = {
  none: 'No threshold (results only)',
  'simple-majority': 'More yes than no',
  'two-thirds': 'At least two thirds yes',
  'three-quarters': 'At least three quarters yes',
};

export function articlePasses(rule: PassRule, yes: number, no: number): boolean | null {
  if (rule === 'none') return null;
  if (yes + no === 0) return false;
  if (rule === 'simple-majority') return yes > no;
  if (rule === 'two-thirds') return 3 * yes >= 2 * (yes + no);
  return 4 * yes >= 3 * (yes + no);
}

export const BALLOT_LIMITS = {
  titleMax: 200,
  introductionMax: 4000,
  articlesMin: 1,
  articlesMax: 50,
  articleTitleMax: 200,
  articleTextMax: 5000,
  /** Emails per census-import call; the browser sends a larger file in chunks of this size. */
  censusEmailsPerCall: 500,
  /** Receipts per published record page (a Firestore document holds at most 1 MiB). */
  receiptsPerPage: 20_000,
} as const;

/**
 * Ballot-box shards. Each cast adds its receipt → answers entry to one shard chosen by the
 * receipt, so concurrent casts spread over shards instead of queueing on one document. Fewer
 * shards mean more ballots per shard — the anonymity set of a single mid-vote database read
 * (docs/constitutional-vote.md) — so the count follows the census: about 50 voters per shard.
 */
export const VOTERS_PER_URN_SHARD = 50;
export const URN_SHARDS_MAX = 100;
export function urnShardsFor(censusSize: number): number {
  return Math.min(URN_SHARDS_MAX, Math.max(1, Math.ceil(censusSize / VOTERS_PER_URN_SHARD)));
}

/** A receipt: 128 random bits as 32 lowercase hex digits, the id of an anonymous ballot. */
export const RECEIPT_PATTERN = /^[0-9a-f]{32}$/;
/** Accepts a pasted receipt with spaces, dashes or capitals. */
export function normaliseReceipt(input: string): string {
  return input.toLowerCase().replace(/[\s-]/g, '');
}
/** The urn shard holding a receipt's ballot (uniform: the receipt is random). */
export function urnShardOf(receipt: string, shards: number): number {
  return Number.parseInt(receipt.slice(0, 8), 16) % shards;
}

export interface BallotArticle {
  /** Server-assigned, letters and digits only: an answer's key in a cast request. */
  id: string;
  title: string;
  text: string;
  /** Title and text in other languages (the ballot's `language` is the article's). */
  translations?: Translations<ArticleVersionField>;
}

/** A ballot's texts that may have a version per language; each article carries its own. */
export type BallotVersionField = 'title' | 'introduction';
export type ArticleVersionField = 'title' | 'text';

/** The document at `constitutionalVotes/{ballotId}`. Times are Firestore Timestamps (TTime). */
export interface BallotDoc<TTime = unknown> extends Localized<BallotVersionField> {
  title: string;
  introduction: string;
  articles: BallotArticle[];
  status: BallotStatus;
  opensAt: TTime;
  closesAt: TTime;
  censusMode: CensusMode;
  passRule: PassRule;
  /** Recorded when the census is frozen (opening); null while a draft. */
  censusSize: number | null;
  urnShards: number | null;
  announcedAt: TTime | null;
  closedAt: TTime | null;
  publishedAt: TTime | null;
  createdBy: string | null;
  createdAt: TTime;
  updatedAt: TTime;
}

/** `census/{uid}`: on the census, and whether a ballot was cast. No time, no receipt. */
export interface CensusEntryDoc {
  uid: string;
  voted: boolean;
}

/** `urn/{n}`: receipt → answers in article order. No uid, no time. */
export interface UrnShardDoc {
  ballots: Record<string, BallotAnswer[]>;
  /** Set when the urn is sealed (close / publication): every shard is rewritten in one commit. */
  sealed?: boolean;
}

/** `turnout/{n}`. */
export interface TurnoutShardDoc {
  cast: number;
}

export interface ArticleResult {
  id: string;
  title: string;
  yes: number;
  no: number;
  abstain: number;
  /** null when the ballot sets no threshold. */
  passed: boolean | null;
}

/** `record/summary`: published with the ballot; readable only once the ballot is published. */
export interface BallotRecordSummary {
  ballotId: string;
  title: string;
  censusSize: number;
  ballotsCast: number;
  passRule: PassRule;
  articles: ArticleResult[];
  /**
   * Every version of the ballot's text voters could read, each with the SHA-256 of its text
   * (`ballotTextDigestInput`); covered by `fingerprint`. Absent on records published before.
   */
  versions?: BallotTextVersion[];
  fingerprint: string;
  receiptPages: number;
}

/** `record/receipts-{page}`. */
export interface ReceiptPageDoc {
  receipts: string[];
}

/** The downloadable published record: totals, every receipt, and the fingerprint over both. */
export interface PublishedRecord {
  ballotId: string;
  title: string;
  censusSize: number;
  ballotsCast: number;
  passRule: PassRule;
  articles: ArticleResult[];
  receipts: string[];
  versions?: BallotTextVersion[];
  /** SHA-256 (hex) of `recordDigestInput(record)`. */
  fingerprint: string;
}

/**
 * The exact text the fingerprint hashes: the totals and the sorted receipt list, as compact JSON
 * with a fixed key order (titles and pass/fail are presentation and are left out). Anyone can
 * rebuild it from the downloaded record, e.g.
 * `jq -cj '{ballotId,censusSize,ballotsCast,articles:[.articles[]|{id,yes,no,abstain}],receipts}'`.
 */
export function recordDigestInput(record: Omit<PublishedRecord, 'fingerprint' | 'title' | 'passRule'>): string {
  return JSON.stringify({
    ballotId: record.ballotId,
    censusSize: record.censusSize,
    ballotsCast: record.ballotsCast,
    articles: record.articles.map(({ id, yes, no, abstain }) => ({ id, yes, no, abstain })),
    receipts: record.receipts,
    // The texts' versions (a record published before had none; its fingerprint stays as it was).
    ...(record.versions && { versions: record.versions.map(({ language, sha256 }) => ({ language, sha256 })) }),
  });
}

// ---- the ballot's text in several languages (docs/constitutional-vote.md, "Languages") ----------

/** One version of a ballot's text: its language and the SHA-256 (hex) of `ballotTextDigestInput`. */
export interface BallotTextVersion {
  language: LanguageCode;
  sha256: string;
}

/** A ballot (its title, introduction and articles) in the reader's language where written. */
export function pickBallotVersion<T extends { language?: LanguageCode; articles: readonly object[] }>(
  ballot: T,
  reader: string,
): T {
  return pickVersionWithItems(ballot, 'articles', reader);
}

type BallotText = Pick<BallotDoc, 'title' | 'introduction' | 'articles' | 'language' | 'translations'>;

/**
 * The languages a ballot's text can be read in: the author's, then each language any version is
 * written in (of the title, the introduction or an article). A reader of another language reads
 * the author's.
 */
export function ballotVersionLanguages(ballot: BallotText): LanguageCode[] {
  const author = authorLanguage(ballot);
  const written = (translations: object | undefined, code: LanguageCode) =>
    Boolean(translations && Object.hasOwn(translations, code));
  return LANGUAGE_CODES.filter(
    (code) =>
      code === author ||
      written(ballot.translations, code) ||
      ballot.articles.some((article) => written(article.translations, code)),
  );
}

/** The version a reader of `reader` reads: theirs where one is written, else the author's. */
export function ballotVersionRead(ballot: BallotText, reader: string): LanguageCode {
  const languages = ballotVersionLanguages(ballot);
  return languages.find((code) => code === reader) ?? authorLanguage(ballot);
}

/**
 * The exact text of one version that its SHA-256 covers: the language, title, introduction and
 * every article (id, title, text) as that version's reader sees them (a field without a version in
 * the author's words), as compact JSON with a fixed key order. Anyone can rebuild it from the
 * ballot document, which every signed-in person can read once the ballot is announced.
 */
export function ballotTextDigestInput(ballot: BallotText, language: LanguageCode): string {
  const shown = pickBallotVersion(ballot, language);
  return JSON.stringify({
    language,
    title: shown.title,
    introduction: shown.introduction,
    articles: shown.articles.map(({ id, title, text }) => ({ id, title, text })),
  });
}

/**
 * Counts the ballot box: per-article yes / no / abstain and every receipt, sorted (so the
 * published order says nothing about when a ballot was cast). Pure: publication, the /fixer
 * recount and tests share it. A ballot with the wrong number of answers is reported, not counted.
 */
export function tallyUrn(
  shards: Iterable<Partial<UrnShardDoc>>,
  articles: readonly Pick<BallotArticle, 'id' | 'title'>[],
  passRule: PassRule,
): { articles: ArticleResult[]; receipts: string[]; malformed: number } {
  const counts = articles.map(() => ({ yes: 0, no: 0, abstain: 0 }));
  const receipts: string[] = [];
  let malformed = 0;
  for (const shard of shards) {
    for (const [receipt, answers] of Object.entries(shard.ballots ?? {})) {
      if (answers.length !== articles.length || !answers.every((a) => BALLOT_ANSWERS.includes(a))) {
        malformed++;
        continue;
      }
      receipts.push(receipt);
      answers.forEach((answer, i) => counts[i]![answer]++);
    }
  }
  receipts.sort();
  return {
    articles: articles.map((article, i) => {
      const c = counts[i]!;
      return { id: article.id, title: article.title, ...c, passed: articlePasses(passRule, c.yes, c.no) };
    }),
    receipts,
    malformed,
  };
}

export function sumTurnout(shards: Iterable<Partial<TurnoutShardDoc>>): number {
  let total = 0;
  for (const shard of shards) total += shard.cast ?? 0;
  return total;
}

/** What a ballot's status means at `nowMs` for voting: announced ballots open and close by schedule. */
export type BallotPhase = 'draft' | 'scheduled' | 'voting' | 'closed' | 'published';
export function ballotPhase(
  ballot: { status: BallotStatus; opensAtMs: number; closesAtMs: number },
  nowMs: number,
): BallotPhase {
  if (ballot.status === 'draft' || ballot.status === 'published') return ballot.status;
  if (ballot.status === 'closed' || nowMs >= ballot.closesAtMs) return 'closed';
  return nowMs < ballot.opensAtMs ? 'scheduled' : 'voting';
}
export interface SaveBallotResponse {
  ballotId: string;
}

/** open: freeze the census and announce; close: end voting now; publish: count and publish. */
export const BALLOT_ACTIONS = ['open', 'close', 'publish'] as const;
export type BallotAction = (typeof BALLOT_ACTIONS)[number];
export interface ChangeBallotStatusResponse {
  ballotId: string;
  status: BallotStatus;
  censusSize: number | null;
}
export interface ImportCensusEmailsResponse {
  /** Distinct emails in the request. */
  total: number;
  /** Emails with no account (listed so the admin can fix the file). */
  unknown: string[];
  alreadyEligible: number;
  /** Accounts marked eligible by this call (0 on a preview or a re-run). */
  marked: number;
  /** Accounts that would be marked (the preview's answer). */
  toMark: number;
}
export interface CastBallotResponse {
  receipt: string;
  /** The version of the ballot's text the voter read, with its fingerprint (the record lists it). */
  version: BallotTextVersion;
}
/** Inclusion only: never the ballot's answers. */
export interface CheckReceiptResponse {
  included: boolean;
}
