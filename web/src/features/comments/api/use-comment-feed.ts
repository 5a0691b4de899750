import { limit, onSnapshot, orderBy, query, where, type QueryConstraint } from 'firebase/firestore';
import { useSnapshot, type Live } from '@/lib/use-snapshot';
import { commentsOf } from './comment-refs';
import { toCommentView, type CommentView } from './comment-view';

/** What the feed lists: every visible post newest first, or the questions by votes or by time. */
export type FeedOrder = 'newest' | 'questions-by-votes' | 'questions-by-time';

function feedConstraints(order: FeedOrder): QueryConstraint[] {
  if (order === 'newest') return [orderBy('createdAt', 'desc')];
  return [where('kind', '==', 'question'), orderBy(order === 'questions-by-votes' ? 'upvotes' : 'createdAt', 'desc')];
}

export interface FeedPage {
  comments: CommentView[];
  /** True when the listener returned as many as it asked for: older ones may exist. */
  mayHaveMore: boolean;
  /**
   * On a pulse feed: posts the digests counted but did not carry (`skipped`), which "↑ N new posts"
   * adds, and how to read the window again to show them (docs/scale.md, "The pulse feed").
   */
  unread?: number;
  readNewest?: () => void;
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
  /** False: the room reads the pulse feed instead (use-pulse-feed.ts), and this listens to nothing. */
  enabled = true,
): Live<FeedPage> {
  const listKey = `${eventId}:${order}:${audience}`;
  return useSnapshot<FeedPage>(
    enabled ? `${listKey}:${size}` : null,
    (onData, onError) =>
      onSnapshot(
        query(
          commentsOf(eventId),
          where('status', 'in', [...SHOWN_STATUSES[audience]]),
          ...feedConstraints(order),
          limit(size),
        ),
        (snapshot) => onData({ comments: snapshot.docs.map(toCommentView), mayHaveMore: snapshot.size >= size }),
        onError,
      ),
    { keepPreviousWhileLoading: { group: listKey } },
  );
}
