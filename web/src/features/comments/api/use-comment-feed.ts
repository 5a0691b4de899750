import { COLLECTIONS } from '@civic/domain';
import { collection, limit, onSnapshot, orderBy, query, where, type QueryConstraint } from 'firebase/firestore';
import { firestore } from '@/lib/firebase/firestore';
import { useEffect, useState } from 'react';
import { useSnapshot, type Live } from '@/lib/use-snapshot';
import { toCommentView, type CommentView } from './comment-view';

/** What the feed lists: every visible post newest first, or the questions by votes or by time. */
export type FeedOrder = 'newest' | 'questions-by-votes' | 'questions-by-time';

const commentsOf = (eventId: string) => collection(firestore, COLLECTIONS.events, eventId, COLLECTIONS.comments);

function feedConstraints(order: FeedOrder): QueryConstraint[] {
  if (order === 'newest') return [orderBy('createdAt', 'desc')];
  return [where('kind', '==', 'question'), orderBy(order === 'questions-by-votes' ? 'upvotes' : 'createdAt', 'desc')];
}

export interface FeedPage {
  comments: CommentView[];
  /** True when the listener returned as many as it asked for: older ones may exist. */
  mayHaveMore: boolean;
}

/**
 * What a feed lists: viewers see visible posts; the control room also keeps the posts it hid, so
 * they can be restored where they were hidden (the rules let only admins read them).
 */
const SHOWN_STATUSES = { viewer: ['visible'], moderator: ['visible', 'hidden'] } as const;
export type FeedAudience = keyof typeof SHOWN_STATUSES;

/**
 * The visible comments of an event (and, for moderators, the hidden ones), live. Scrolling widens `size` rather than paging by cursor
 * (docs/comments.md): every comment on screen stays live, so a hide removes it everywhere at once.
 * While a wider listener starts, the posts already shown stay on screen (the scroll position too).
 */
export function useCommentFeed(
  eventId: string,
  order: FeedOrder,
  size: number,
  audience: FeedAudience = 'viewer',
): Live<FeedPage> {
  const listKey = `${eventId}:${order}:${audience}`;
  const [result, setResult] = useState<{ listKey: string; live: Live<FeedPage> } | null>(null);
  useEffect(
    () =>
      onSnapshot(
        query(
          commentsOf(eventId),
          where('status', 'in', [...SHOWN_STATUSES[audience]]),
          ...feedConstraints(order),
          limit(size),
        ),
        (snapshot) =>
          setResult({
            listKey,
            live: {
              state: 'ready',
              data: { comments: snapshot.docs.map(toCommentView), mayHaveMore: snapshot.size >= size },
            },
          }),
        (error) => setResult({ listKey, live: { state: 'error', error } }),
      ),
    [eventId, order, size, audience, listKey],
  );
  return result?.listKey === listKey ? result.live : { state: 'loading' };
}

/** Pinned comments show on top for everyone (a handful at most). */
export function usePinnedComments(eventId: string) {
  return useSnapshot<CommentView[]>(`${eventId}:pinned`, (onData, onError) =>
    onSnapshot(
      query(
        commentsOf(eventId),
        where('status', '==', 'visible'),
        where('pinned', '==', true),
        orderBy('createdAt', 'desc'),
        limit(5),
      ),
      (snapshot) => onData(snapshot.docs.map(toCommentView)),
      onError,
    ),
  );
}

/**
 * The viewer's own recent posts of this event in any status: a held one shows to its author as
 * "held for review" (the rules let an author read their own, and nobody else but admins).
 */
export function useMyHeldComments(eventId: string, uid: string) {
  return useSnapshot<CommentView[]>(`${eventId}:mine:${uid}`, (onData, onError) =>
    onSnapshot(
      query(commentsOf(eventId), where('authorUid', '==', uid), orderBy('createdAt', 'desc'), limit(10)),
      (snapshot) => onData(snapshot.docs.map(toCommentView).filter((c) => c.status === 'held')),
      onError,
    ),
  );
}
