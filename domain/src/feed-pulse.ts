/**
 * The room's pulse feed (docs/scale.md, "The pulse feed"): what a room shows, from the window it read
 * once, the digests it received (FeedPulseDoc) and the viewer's own posts. Pure, so the room, the
 * integration test and the latency benchmark merge the same way: each post once, newest first;
 * a removal always applies; a room that missed publications reads only the posts it lacks (the
 * digest's history), or its window again when it missed more than the history holds.
 */
import type { CaptionLineDoc } from './caption.js';
import type { FeedPulseDoc, FeedPulseHistoryEntry, FeedPulsePost } from './comment.js';

export interface PulseFeedState<TTime = unknown> {
  /** The last publication applied; 0: none yet (only the window). */
  seq: number;
  /** Newest first, each post once. */
  posts: FeedPulsePost<TTime>[];
  /**
   * Posts the digests counted beyond what they carried since the window was read ("↑ N new posts"
   * adds them; reading the window again shows them).
   */
  skipped: number;
}

export interface DigestApplied<TTime = unknown> {
  state: PulseFeedState<TTime>;
  /** Posts added in publications this room missed: read them by id, then `withPosts`. */
  missing: string[];
  /** Missed more than the history holds: read the window again (as a reload does). */
  reload: boolean;
}

/** A feed of `window` (the posts a room read when it opened), before any digest. */
export const pulseFeedFrom = <TTime>(window: FeedPulsePost<TTime>[]): PulseFeedState<TTime> => ({
  seq: 0,
  posts: dedupe(window),
  skipped: 0,
});

/** Newest first; the same instant by id, so every room orders a tie alike. */
function byNewest<TTime>(millis: (time: TTime) => number) {
  return (a: FeedPulsePost<TTime>, b: FeedPulsePost<TTime>) =>
    millis(b.createdAt) - millis(a.createdAt) || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);
}

/** Each id once, the first seen kept (callers put the newest version first). */
function dedupe<TTime>(posts: FeedPulsePost<TTime>[]): FeedPulsePost<TTime>[] {
  const seen = new Set<string>();
  return posts.filter((p) => !seen.has(p.id) && seen.add(p.id));
}

/** `posts` upserted (a newer version replaces the one shown), `removed` dropped, newest first. */
export function withPosts<TTime>(
  state: PulseFeedState<TTime>,
  posts: FeedPulsePost<TTime>[],
  millis: (time: TTime) => number,
  removed: readonly string[] = [],
): PulseFeedState<TTime> {
  const gone = new Set(removed);
  const merged = dedupe([...posts, ...state.posts]).filter((p) => !gone.has(p.id));
  return { ...state, posts: merged.sort(byNewest(millis)) };
}

/**
 * The publications between a room's last one (`seq`) and `digest.latest`, from the digest's
 * history: none when the latest is the next one or the room has applied none yet (it just read its
 * window or transcript); null when it missed more than the history holds.
 */
function missedOf(seq: number, digest: Pick<FeedPulseDoc, 'latest' | 'history'>): FeedPulseHistoryEntry[] | null {
  const { latest, history } = digest;
  if (seq === 0 || latest.seq <= seq + 1) return [];
  const missed = history.filter((h) => h.seq > seq && h.seq < latest.seq);
  return missed.length < latest.seq - seq - 1 ? null : missed;
}

/**
 * Applies a digest the room received. The next publication (or the first one) applies at once; one
 * already applied changes nothing; after a gap the history says which posts left (applied) and
 * which came (`missing`, to read by id) — or, past the history, `reload`. The posts a publication
 * skipped (more in a second than it carries) are counted in `skipped` as the live feed would list
 * them, except the first publication's after the window was read: the window holds the newest posts.
 */
export function applyDigest<TTime>(
  state: PulseFeedState<TTime>,
  digest: Pick<FeedPulseDoc<TTime>, 'latest' | 'history'>,
  millis: (time: TTime) => number,
): DigestApplied<TTime> {
  const { latest } = digest;
  if (latest.seq <= state.seq) return { state, missing: [], reload: false };
  const missed = missedOf(state.seq, digest);
  if (!missed) return { state, missing: [], reload: true };
  const removed = missed.flatMap((h) => h.removed);
  let next = withPosts(state, [], millis, removed);
  const shown = new Set(next.posts.map((p) => p.id));
  // A post added then removed within the gap is not read.
  const missing = [...new Set(missed.flatMap((h) => h.added))].filter((id) => !shown.has(id) && !removed.includes(id));
  next = withPosts(next, latest.added, millis, latest.removed);
  const posts = next.posts.map((p) => {
    const upvotes = latest.counts[p.id];
    const answered = latest.answered.includes(p.id) || p.answered;
    return upvotes === undefined && answered === p.answered ? p : { ...p, upvotes: upvotes ?? p.upvotes, answered };
  });
  const skipped = state.seq === 0 ? 0 : missed.reduce((sum, h) => sum + (h.skipped ?? 0), latest.skipped);
  return {
    state: { seq: latest.seq, posts, skipped: next.skipped + skipped },
    missing: missing.filter((id) => !latest.removed.includes(id)),
    reload: false,
  };
}

/**
 * What the room shows: the feed with the viewer's own posts merged in at once (the room already
 * listens to them in both modes), each once — the digest's copy replaces the own one when it comes.
 */
export function withOwnPosts<TTime>(
  state: PulseFeedState<TTime>,
  own: FeedPulsePost<TTime>[],
  millis: (time: TTime) => number,
): FeedPulsePost<TTime>[] {
  const shown = new Set(state.posts.map((p) => p.id));
  return [...state.posts, ...own.filter((p) => !shown.has(p.id))].sort(byNewest(millis));
}

/** A caption line as a digest carries it (FeedPulseChanges.captions) and a room shows it. */
export type PulseCaptionLine<TTime = unknown> = CaptionLineDoc<TTime> & { id: string };

/** The transcript a room on a pulse feed shows: the lines oldest first, each once, its newest version. */
export interface PulseCaptionsState<TTime = unknown> {
  /** The last publication applied; 0: none yet (only the transcript read on opening). */
  seq: number;
  lines: PulseCaptionLine<TTime>[];
}

export interface CaptionDigestApplied<TTime = unknown> {
  state: PulseCaptionsState<TTime>;
  /** Lines sent or corrected in publications this room missed: read them by id, then `withLines`. */
  missing: string[];
  /** Missed more than the history holds: read the transcript again (as opening does). */
  reload: boolean;
}

/**
 * `lines` merged in, oldest first (by `sentAt`, then id): a line already shown is replaced by a
 * version at least as recent (`editedAt`: a correction or a withdrawal), never by an older one —
 * a digest published before the transcript was read may carry a line the read already had corrected.
 */
export function withLines<TTime>(
  state: PulseCaptionsState<TTime>,
  lines: readonly PulseCaptionLine<TTime>[],
  millis: (time: TTime) => number,
): PulseCaptionsState<TTime> {
  const edited = (line: PulseCaptionLine<TTime>) => (line.editedAt === null ? 0 : millis(line.editedAt));
  const byId = new Map(state.lines.map((line) => [line.id, line]));
  for (const line of lines) {
    const shown = byId.get(line.id);
    if (!shown || edited(line) >= edited(shown)) byId.set(line.id, line);
  }
  const merged = [...byId.values()].sort(
    (a, b) => millis(a.sentAt) - millis(b.sentAt) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
  );
  return { ...state, lines: merged };
}

/** The transcript a room read when it opened, before any digest. */
export const pulseCaptionsFrom = <TTime>(
  transcript: readonly PulseCaptionLine<TTime>[],
  millis: (time: TTime) => number,
): PulseCaptionsState<TTime> => withLines({ seq: 0, lines: [] }, transcript, millis);

/**
 * Applies a digest's caption lines, as `applyDigest` its posts: the next publication at once, one
 * already applied not at all; after a gap the lines the missed publications sent or corrected are
 * `missing` (read by id, a corrected line again), past the history `reload`.
 */
export function applyCaptionDigest<TTime>(
  state: PulseCaptionsState<TTime>,
  digest: Pick<FeedPulseDoc<TTime>, 'latest' | 'history'>,
  millis: (time: TTime) => number,
): CaptionDigestApplied<TTime> {
  const { latest } = digest;
  if (latest.seq <= state.seq) return { state, missing: [], reload: false };
  const missed = missedOf(state.seq, digest);
  if (!missed) return { state, missing: [], reload: true };
  const carried = new Set(latest.captions.map((line) => line.id));
  const missing = [...new Set(missed.flatMap((h) => h.captions))].filter((id) => !carried.has(id));
  return { state: { ...withLines(state, latest.captions, millis), seq: latest.seq }, missing, reload: false };
}
