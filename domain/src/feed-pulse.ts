/**
 * The room's pulse feed (docs/scale.md, "The pulse feed"): what a room shows, from the window it read
 * once, the digests it received (FeedPulseDoc) and the viewer's own posts. Pure, so the room, the
 * integration test and the latency benchmark merge the same way: each post once, newest first;
 * a removal always applies; a room that missed publications reads only the posts it lacks (the
 * digest's history), or its window again when it missed more than the history holds.
 */
import type { FeedPulseDoc, FeedPulsePost } from './comment.js';

export interface PulseFeedState<TTime = unknown> {
  /** The last publication applied; 0: none yet (only the window). */
  seq: number;
  /** Newest first, each post once. */
  posts: FeedPulsePost<TTime>[];
  /** Posts the digests counted beyond what they carried ("↑ N new posts" adds them). */
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
 * Applies a digest the room received. The next publication (or the first one) applies at once; one
 * already applied changes nothing; after a gap the history says which posts left (applied) and
 * which came (`missing`, to read by id) — or, past the history, `reload`.
 */
export function applyDigest<TTime>(
  state: PulseFeedState<TTime>,
  digest: Pick<FeedPulseDoc<TTime>, 'latest' | 'history'>,
  millis: (time: TTime) => number,
): DigestApplied<TTime> {
  const { latest, history } = digest;
  if (latest.seq <= state.seq) return { state, missing: [], reload: false };
  let next = state;
  let missing: string[] = [];
  if (state.seq > 0 && latest.seq > state.seq + 1) {
    const missed = history.filter((h) => h.seq > state.seq && h.seq < latest.seq);
    if (missed.length < latest.seq - state.seq - 1) return { state, missing: [], reload: true };
    const removed = missed.flatMap((h) => h.removed);
    next = withPosts(next, [], millis, removed);
    const shown = new Set(next.posts.map((p) => p.id));
    // A post added then removed within the gap is not read.
    missing = [...new Set(missed.flatMap((h) => h.added))].filter((id) => !shown.has(id) && !removed.includes(id));
  }
  next = withPosts(next, latest.added, millis, latest.removed);
  const posts = next.posts.map((p) => {
    const upvotes = latest.counts[p.id];
    const answered = latest.answered.includes(p.id) || p.answered;
    return upvotes === undefined && answered === p.answered ? p : { ...p, upvotes: upvotes ?? p.upvotes, answered };
  });
  return {
    state: { seq: latest.seq, posts, skipped: next.skipped + latest.skipped },
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
