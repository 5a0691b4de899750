import {
  applyDigest,
  pulseFeedFrom,
  withOwnPosts,
  withPosts,
  type FeedPulsePost,
  type PulseFeedState,
} from '@civic/domain';
import { documentId, getDocs, limit, orderBy, query, where, type QueryDocumentSnapshot } from 'firebase/firestore';
import { useCallback, useMemo, useState } from 'react';
import { followDigest } from '@/lib/firebase/follow-digest';
import { millisOf, readDoc } from '@/lib/firebase/time';
import { useSnapshot, type Live } from '@/lib/use-snapshot';
import { commentsOf } from './comment-refs';
import type { CommentView } from './comment-view';
import type { FeedOrder, FeedPage } from './use-comment-feed';

/** A digest's posts and a read post alike: what the room shows, as the merge takes it. */
type Post = FeedPulsePost<unknown>;
const millis = (time: unknown) => (typeof time === 'number' ? time : (millisOf(time) ?? 0));
/** Document ids per `in` query. */
const IDS_PER_QUERY = 30;

const asPost = (snapshot: QueryDocumentSnapshot): Post => ({ ...readDoc<Post>(snapshot), id: snapshot.id });
const fromView = (c: CommentView): Post => ({
  id: c.id,
  authorUid: c.authorUid,
  authorName: c.authorName,
  kind: c.kind,
  text: c.text,
  createdAt: c.createdAtMs,
  upvotes: c.upvotes,
  answered: c.answered,
});

function toView(eventId: string, post: Post): CommentView {
  return {
    id: post.id,
    eventId,
    kind: post.kind,
    text: post.text,
    authorUid: post.authorUid,
    authorName: post.authorName,
    createdAtMs: millis(post.createdAt),
    status: 'visible',
    reason: null,
    pinned: false,
    upvotes: post.upvotes,
    answered: post.answered,
    highlighted: false,
    reportCount: 0,
  };
}

/** The window a room reads once (the live feed's query, without listening). */
async function readWindow(eventId: string, order: FeedOrder, size: number): Promise<Post[]> {
  const constraints =
    order === 'newest'
      ? [orderBy('createdAt', 'desc')]
      : [where('kind', '==', 'question'), orderBy(order === 'questions-by-votes' ? 'upvotes' : 'createdAt', 'desc')];
  const snapshot = await getDocs(
    query(commentsOf(eventId), where('status', '==', 'visible'), ...constraints, limit(size)),
  );
  return snapshot.docs.map(asPost);
}

/** Posts a missed publication added, read by id (visible ones: what the rules let a viewer read). */
async function readPosts(eventId: string, ids: string[]): Promise<Post[]> {
  const chunks = Array.from({ length: Math.ceil(ids.length / IDS_PER_QUERY) }, (_, i) =>
    ids.slice(i * IDS_PER_QUERY, (i + 1) * IDS_PER_QUERY),
  );
  const read = await Promise.all(
    chunks.map((chunk) =>
      getDocs(query(commentsOf(eventId), where(documentId(), 'in', chunk), where('status', '==', 'visible'))),
    ),
  );
  return read.flatMap((snapshot) => snapshot.docs.map(asPost));
}

function ordered(posts: Post[], order: FeedOrder): Post[] {
  if (order === 'newest') return posts;
  const questions = posts.filter((p) => p.kind === 'question');
  return order === 'questions-by-votes' ? [...questions].sort((a, b) => b.upvotes - a.upvotes) : questions;
}

/**
 * The feed on a pulse (docs/scale.md, "The pulse feed"): the window read once, then the event's one
 * digest document, merged by domain/src/feed-pulse.ts — a publication missed is read by id, more
 * than the history holds reads the window again; the viewer's own visible posts (`own`, which the
 * room already listens to) show at once. The same page as the live feed's, so the screen, its
 * "↑ N new posts" and "Show older" work the same in both modes: the posts a digest counted but did
 * not carry (`skipped`) are `unread`, and `readNewest` reads the window again (a new round of the
 * same subscription: the window, then the digest), as a reload does.
 */
export function usePulseFeed(
  eventId: string,
  order: FeedOrder,
  size: number,
  own: readonly CommentView[],
  enabled = true,
): Live<FeedPage> {
  const listKey = `${eventId}:pulse:${order}`;
  const [round, setRound] = useState(0);
  const readNewest = useCallback(() => setRound((n) => n + 1), []);
  const feed = useSnapshot<PulseFeedState<unknown>>(
    enabled ? `${listKey}:${size}:${round}` : null,
    (onData, onError) =>
      followDigest<PulseFeedState<unknown>>(eventId, {
        empty: pulseFeedFrom([]),
        readAll: async () => pulseFeedFrom(await readWindow(eventId, order, size)),
        apply: (state, digest) => applyDigest(state, digest, millis),
        readMissing: async (state, missing) => withPosts(state, await readPosts(eventId, missing), millis),
        onData,
        onError,
      }),
    { keepPreviousWhileLoading: { group: listKey } },
  );
  return useMemo((): Live<FeedPage> => {
    if (feed.state !== 'ready') return feed;
    // The viewer's own visible posts at once; the digest's copy replaces one when it comes.
    const mine = own.filter((c) => c.status === 'visible').map(fromView);
    const posts = ordered(withOwnPosts(feed.data, mine, millis), order);
    return {
      state: 'ready',
      data: {
        comments: posts.map((p) => toView(eventId, p)),
        mayHaveMore: feed.data.posts.length >= size,
        unread: feed.data.skipped,
        readNewest,
      },
    };
  }, [feed, own, order, eventId, size, readNewest]);
}
