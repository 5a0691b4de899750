/**
 * The live room's conversation: comments and questions under `events/{eventId}/comments`, their
 * moderation, and the per-event and per-author settings the posting callable enforces. See
 * docs/comments.md for why each piece lives where it does.
 */
/**
 * The live room's conversation: comments and questions under `events/{eventId}/comments`, their
 * moderation, and the per-event and per-author settings the posting callable enforces. See
 * docs/comments.md for why each piece lives where it does.
 */
import type { RefusalDetails } from './refusals.js';
import type { CaptionLineDoc } from './caption.js';

export const COMMENT_LIMITS = {
  textMax: 500,
  /** Default per-user rate limit: one post per 5 s (any event). */
  rateLimitSeconds: 5,
  /** Slow mode: the admin-set minimum interval between one viewer's posts in an event. */
  slowModeMaxSeconds: 3600,
  /** Timeouts run from 10 s to 24 h. */
  timeoutMinSeconds: 10,
  timeoutMaxSeconds: 24 * 3600,
  blockedWordsMax: 500,
  blockedWordMax: 60,
  moderationNoteMax: 500,
  /** Older comments load in pages of this size as the viewer scrolls. */
  pageSize: 30,
} as const;

export const COMMENT_KINDS = ['comment', 'question'] as const;
export type CommentKind = (typeof COMMENT_KINDS)[number];

/**
 * visible: everyone signed in sees it. held: waits for review (blocked word or hold-all); only
 * its author and admins see it. hidden: a moderator took it down (restorable). removed: deleted by
 * a moderator — the text is erased, the record stays so the public summary can count it.
 */
export const COMMENT_STATUSES = ['visible', 'held', 'hidden', 'removed'] as const;
export type CommentStatus = (typeof COMMENT_STATUSES)[number];

/** Why a comment is not visible; the public moderation summary counts these (never content). */
export const MODERATION_REASONS = ['blocked-word', 'hold-all', 'spam', 'abuse', 'off-topic', 'other'] as const;
export type ModerationReason = (typeof MODERATION_REASONS)[number];
export const MODERATOR_REASONS = ['spam', 'abuse', 'off-topic', 'other'] as const satisfies readonly ModerationReason[];

export const MODERATION_REASON_LABELS: Record<ModerationReason, string> = {
  'blocked-word': 'Blocked word',
  'hold-all': 'Held while all posts were reviewed',
  spam: 'Spam',
  abuse: 'Abuse or harassment',
  'off-topic': 'Off topic',
  other: 'Other',
};

/**
 * `events/{eventId}/comments/{commentId}` (collection group `comments`): the author stamp, which
 * deleteUser anonymises (AUTHORED_CONTENT, domain/src/contributions.ts), the text, and the feed and
 * moderation fields. Written only by the comment callables.
 */
export interface CommentDoc<TTime = unknown> {
  /** null once the author's account is deleted. */
  authorUid: string | null;
  authorName: string;
  /** Set when the author's account was deleted. */
  authorDeleted?: boolean;
  eventId: string;
  kind: CommentKind;
  /** Plain text; the app renders it as text, never as HTML. */
  text: string;
  createdAt: TTime;
  status: CommentStatus;
  reason: ModerationReason | null;
  pinned: boolean;
  /**
   * Questions: how many `upvotes/{uid}` documents it has (one per account), written by the upvote
   * pulse at most once every UPVOTES_PULSE_MS (functions/src/comments/lib/upvotesPulse.ts).
   */
  upvotes: number;
  answered: boolean;
  /** Shown on the stream overlay; at most one per event. */
  highlighted: boolean;
  /** Reports filed about this comment (any status). */
  reportCount: number;
  moderatedBy: string | null;
  moderatedAt: TTime | null;
}

/**
 * `events/{eventId}/comments/{commentId}/upvotes/{uid}`: one per account, created by the voter.
 * `uid` and `eventId` repeat the path so that one collection-group query finds a viewer's upvotes
 * of an event (one listener a room, not one a question shown) and the pulse finds an event's new
 * upvotes by `at` (the create's commit time, `request.time` in the rules). Upvotes written before
 * these fields existed carry `counted: true` (the old per-upvote increment) and a `uid` stamped by
 * the trigger; nothing reads `counted` any more.
 */
export interface UpvoteDoc<TTime = unknown> {
  at: TTime;
  uid: string;
  eventId: string;
}

/**
 * Question counts on a pulse, as poll results are (poll.ts, RESULTS_PULSE_MS): an upvote does not
 * rewrite its question; a publication at most once a period counts (count()) the upvotes of every
 * question upvoted since the last one and writes the questions whose count changed. So a popular
 * question is written at most once a second, and a feed showing it receives at most one change a
 * second, whatever the number of upvotes (docs/scale.md, "Fan-out").
 */
export const UPVOTES_PULSE_MS = 1000;
/** `events/{eventId}/stats/upvotes`: the pulse's summary, server only (UpvotesPulseDoc). */
export const UPVOTES_PULSE_DOC = 'upvotes';
/** `events/{eventId}/stats/upvotesLease`: `{ at }`, when a function last claimed the right to publish. */
export const UPVOTES_PULSE_LEASE_DOC = 'upvotesLease';
/** The upvote pulse's summary: every upvote with `at` up to `through` is in its question's count. */
export interface UpvotesPulseDoc<TTime = unknown> {
  through: TTime;
  at: TTime;
  /** How many publications were written (each one a period after the last at least). */
  pulses: number;
}

/**
 * The pulse feed (docs/scale.md, "The pulse feed"), for an event whose settings say `feedMode:
 * 'pulse'` (audience-settings.ts): instead of listening to the posts, a room reads its window once
 * and listens to one digest document, `events/{eventId}/stats/feed`, which functions alone rewrite at
 * most once every FEED_PULSE_MS with what changed since the last publication: posts made visible
 * (new or approved), posts that left (hidden, removed, deleted), question counts, caption lines.
 * Written by functions/src/comments/lib/feedPulse.ts.
 */
export const FEED_PULSE_MS = 1000;
export const FEED_PULSE_DOC = 'feed';
/** `events/{eventId}/stats/feedLease`: `{ at, followed }`, the pulse's lease (server only). */
export const FEED_PULSE_LEASE_DOC = 'feedLease';
/**
 * Posts one publication carries in full at most (the feed's window): more in one period are counted
 * in `skipped`, and the room offers them behind "↑ N new posts", read when asked for.
 */
export const FEED_PULSE_MAX_POSTS = COMMENT_LIMITS.pageSize;
/** Earlier publications a digest lists by id, so a room that missed some reads only what it lacks. */
export const FEED_PULSE_HISTORY = 10;

/** A post as the digest carries it: what a room shows of it. */
export type FeedPulsePost<TTime = unknown> = Pick<
  CommentDoc<TTime>,
  'authorUid' | 'authorName' | 'authorDeleted' | 'kind' | 'text' | 'createdAt' | 'upvotes' | 'answered'
> & { id: string };

/** What one publication changed. */
export interface FeedPulseChanges<TTime = unknown> {
  /** Numbered from 1, one more each publication: a room that sees a gap missed one. */
  seq: number;
  /** Posts made visible since the last publication, newest first, at most FEED_PULSE_MAX_POSTS. */
  added: FeedPulsePost<TTime>[];
  /** Posts made visible beyond `added` in the same period. */
  skipped: number;
  /** Ids of posts that left the feed (hidden, removed, deleted, held again). */
  removed: string[];
  /** Question id → its upvote count, for questions upvoted or answered since. */
  counts: Record<string, number>;
  /** Questions marked answered since. */
  answered: string[];
  /**
   * Caption lines sent or corrected since, oldest first, the event's tracks together (each line
   * keeps its `track`): on a pulse feed the lines ride the digest (docs/scale.md, "The pulse feed").
   */
  captions: (CaptionLineDoc<TTime> & { id: string })[];
}

/**
 * `events/{eventId}/feedChanges/{commentId}`: the post's place in the feed changed (it entered or
 * left `visible`, or what the feed shows of it changed) at `at`, the record's commit time; or, with
 * `caption`, a caption line was sent or corrected (`feedChanges/{lineId}`, written by the callable). The
 * trigger on the posts writes it, whoever changed the post (a callable, the author's own delete, an
 * account's erasure, the fixer), so a publication finds every change after the last one's `through`
 * with one range query and no writer has to stamp the post. Expires (TTL) after FEED_CHANGE_TTL_MS.
 */
export interface FeedChangeDoc<TTime = unknown> {
  at: TTime;
  /** The change is a caption line's (`captions/{id}`, keyed by the line), not a post's. */
  caption?: true;
  expireAt: TTime;
}
export const FEED_CHANGE_TTL_MS = 24 * 3_600_000;

/** A publication in a digest's history: what it changed, by id. */
export interface FeedPulseHistoryEntry {
  seq: number;
  added: string[];
  /** Posts it counted beyond `added` (absent in digests written before it was kept). */
  skipped?: number;
  removed: string[];
  captions: string[];
}

/** `events/{eventId}/stats/feed`: the latest publication in full, the earlier ones by id. */
export interface FeedPulseDoc<TTime = unknown> {
  latest: FeedPulseChanges<TTime>;
  /**
   * The FEED_PULSE_HISTORY publications before `latest`: ids only (and how many posts each skipped),
   * oldest first.
   */
  history: FeedPulseHistoryEntry[];
  /** Every change committed up to this server time is in `latest` or before it. */
  through: TTime;
  at: TTime;
  /** How many publications were written. */
  pulses: number;
}

/** `commentSettings/{eventId}`: the event's comment switches, written by admins' callable. */
export interface CommentSettingsDoc {
  enabled: boolean;
  slowModeSeconds: number;
  holdAll: boolean;
}
export const DEFAULT_COMMENT_SETTINGS: CommentSettingsDoc = { enabled: true, slowModeSeconds: 0, holdAll: false };

/**
 * `commenters/{uid}`: the author's moderation state and last post time. Written only by functions
 * (the posting callable and the author moderation callable); the author may read their own.
 */
export interface CommenterDoc<TTime = unknown> {
  lastPostAt: TTime | null;
  blocked: boolean;
  timedOutUntil: TTime | null;
}

/** `moderation/blockedWords`: the admin-editable list, matched with look-alike characters. */
export interface BlockedWordsDoc {
  words: string[];
}
export const BLOCKED_WORDS_DOC = 'blockedWords';

/** Shown to the author of a held post and by the composer. */
export const HELD_FOR_REVIEW_MESSAGE = 'Your post is held for review. A moderator will look at it soon.';
export const COMMENTS_OFF_MESSAGE = 'Comments are turned off for this event.';
export const BLOCKED_MESSAGE = 'You are blocked from commenting.';
export const timedOutMessage = (seconds: number) =>
  `You are timed out from commenting for ${formatDuration(seconds)} more.`;
export const rateLimitMessage = (seconds: number) =>
  `You are posting too fast. Try again in ${formatDuration(seconds)}.`;
export const slowModeMessage = (interval: number, seconds: number) =>
  `Slow mode is on: one post every ${formatDuration(interval)}. Try again in ${formatDuration(seconds)}.`;

/** "45 s", "3 min", "2 h 5 min" — rounded up so a wait is never understated. */
export function formatDuration(totalSeconds: number): string {
  const seconds = Math.max(1, Math.ceil(totalSeconds));
  if (seconds < 60) return `${seconds} s`;
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest ? `${hours} h ${rest} min` : `${hours} h`;
}

/** A refused post: the spec's code, the English message, and the reason for clients (refusals.ts). */
export type PostRefusal =
  | { code: 'permission-denied'; message: string; details: RefusalDetails }
  | { code: 'resource-exhausted'; message: string; details: RefusalDetails & { retryAfterSeconds: number } };

/**
 * The posting decision, pure so it is unit-tested and the callable only gathers its inputs.
 * Order matters: a blocked author learns they are blocked, not that they post too fast.
 */
export function refusePost(input: {
  nowMs: number;
  settings: CommentSettingsDoc;
  blocked: boolean;
  timedOutUntilMs: number | null;
  lastPostAtMs: number | null;
}): PostRefusal | null {
  const { nowMs, settings } = input;
  if (!settings.enabled) {
    return { code: 'permission-denied', message: COMMENTS_OFF_MESSAGE, details: { reason: 'comments-off' } };
  }
  if (input.blocked) return { code: 'permission-denied', message: BLOCKED_MESSAGE, details: { reason: 'blocked' } };
  if (input.timedOutUntilMs !== null && input.timedOutUntilMs > nowMs) {
    const retryAfterSeconds = (input.timedOutUntilMs - nowMs) / 1000;
    return {
      code: 'permission-denied',
      message: timedOutMessage(retryAfterSeconds),
      details: { reason: 'timed-out', retryAfterSeconds },
    };
  }
  if (input.lastPostAtMs === null) return null;
  const sinceLast = (nowMs - input.lastPostAtMs) / 1000;
  const interval = Math.max(COMMENT_LIMITS.rateLimitSeconds, settings.slowModeSeconds);
  if (sinceLast >= interval) return null;
  const retryAfterSeconds = interval - sinceLast;
  if (settings.slowModeSeconds > COMMENT_LIMITS.rateLimitSeconds) {
    return {
      code: 'resource-exhausted',
      message: slowModeMessage(settings.slowModeSeconds, retryAfterSeconds),
      details: { reason: 'slow-mode', retryAfterSeconds, intervalSeconds: settings.slowModeSeconds },
    };
  }
  return {
    code: 'resource-exhausted',
    message: rateLimitMessage(retryAfterSeconds),
    details: { reason: 'rate-limited', retryAfterSeconds },
  };
}
export interface PostCommentResponse {
  commentId: string;
  status: Extract<CommentStatus, 'visible' | 'held'>;
}

export const COMMENT_ACTIONS = [
  'approve',
  'hide',
  'restore',
  'remove',
  'pin',
  'unpin',
  'answer',
  'unanswer',
  'highlight',
  'unhighlight',
] as const;
export type CommentAction = (typeof COMMENT_ACTIONS)[number];
export interface ModerateCommentResponse {
  commentId: string;
  status: CommentStatus;
}

export const AUTHOR_ACTIONS = ['timeout', 'clear-timeout', 'block', 'unblock'] as const;
export type AuthorAction = (typeof AUTHOR_ACTIONS)[number];
/** The timeout lengths the queue offers (seconds); the callable accepts any value in range. */
export const TIMEOUT_CHOICES = [10, 60, 300, 600, 3600, 86_400] as const;
export interface ModerateAuthorResponse {
  uid: string;
  blocked: boolean;
  /** Epoch ms, or null when no timeout runs. */
  timedOutUntil: number | null;
}
export type UpdateCommentSettingsResponse = CommentSettingsDoc;
export interface SetBlockedWordsResponse {
  words: string[];
}
/** Public: counts only — no content, no names. */
export interface ModerationSummary {
  eventId: string;
  visible: number;
  counts: Record<Exclude<CommentStatus, 'visible'>, Partial<Record<ModerationReason, number>>>;
}

/** Splits the admin's textarea (one entry per line or comma) into a clean, de-duplicated list. */
export function parseBlockedWords(text: string): string[] {
  const entries = text
    .split(/[\n,]/)
    .map((w) => w.trim().toLowerCase())
    .filter(Boolean);
  return [...new Set(entries)];
}
