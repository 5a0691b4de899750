import { COMMENT_LIMITS, type FeedMode } from '@civic/domain';
import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useCallback, useState, type ReactNode } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ErrorState, LoadingState } from '@/components/ui/states';
import { useRunAction } from '@/lib/use-run-action';
import { deleteOwnComment } from '../api/delete-own-comment';
import type { CommentView } from '../api/comment-view';
import { useAuthorPosts } from '../api/use-author-posts';
import { useCommentFeed, type FeedOrder } from '../api/use-comment-feed';
import { usePulseFeed } from '../api/use-pulse-feed';
import { useMyHeldComments } from '../api/use-my-held-comments';
import { usePinnedComments } from '../api/use-pinned-comments';
import { CommentComposer } from './comment-composer';
import { CommentItem } from './comment-item';
import { ShowOlder } from './show-older';
import { ModerationSummaryPanel } from './moderation-summary';
import { useFeedPane } from './use-feed-pane';
import '../comments.css';

export interface CommentFeedProps {
  eventId: string;
  uid: string;
  /** Entries the app adds to another person's post menu (the reports feature's "Report"). */
  menu?: (comment: CommentView) => ReactNode;
  /** The control room: moderator buttons on each post, no composer. */
  moderator?: boolean;
  /**
   * How posts reach the room (the event's settings, EventDoc.audience.feedMode): `pulse`, one
   * digest a second (docs/scale.md, "The pulse feed"); the control room always listens live, as it
   * keeps the posts it hid.
   */
  feedMode?: FeedMode;
}

/** The control room's buttons, loaded there only: a citizen's live room never downloads them. */
const ModeratorQuickActions = lazy(() =>
  import('./moderator-quick-actions').then((module) => ({ default: module.ModeratorQuickActions })),
);

const NO_POSTS: CommentView[] = [];

const ORDERS: { value: FeedOrder; label: MessageDescriptor }[] = [
  { value: 'newest', label: msg`All, newest first` },
  { value: 'questions-by-votes', label: msg`Questions by votes` },
  { value: 'questions-by-time', label: msg`Questions, newest first` },
];

/**
 * The live event's conversation: composer, pinned posts on top, the viewer's own held posts
 * ("held for review"), then the visible feed live and newest first; older posts load as the
 * viewer scrolls to the end (or presses "Show older").
 */
export function CommentFeed({ eventId, uid, menu, moderator = false, feedMode = 'live' }: CommentFeedProps) {
  const { t, i18n } = useLingui();
  const [order, setOrder] = useState<FeedOrder>('newest');
  const [size, setSize] = useState<number>(COMMENT_LIMITS.pageSize);
  const pulse = feedMode === 'pulse' && !moderator;
  const live = useCommentFeed(eventId, order, size, moderator ? 'moderator' : 'viewer', !pulse);
  const own = useAuthorPosts(eventId, uid, pulse);
  const pulsed = usePulseFeed(eventId, order, size, own.state === 'ready' ? own.data : NO_POSTS, pulse);
  const feed = pulse ? pulsed : live;
  const pinned = usePinnedComments(eventId);
  const held = useMyHeldComments(eventId, uid);
  const [toDelete, setToDelete] = useState<CommentView | null>(null);
  const { busy, run } = useRunAction();
  const mayHaveMore = feed.state === 'ready' && feed.data.mayHaveMore;
  const showOlder = useCallback(() => setSize((n) => n + COMMENT_LIMITS.pageSize), []);

  const pinnedIds = new Set(pinned.state === 'ready' ? pinned.data.map((c) => c.id) : []);
  const shown =
    feed.state === 'ready' ? feed.data.comments.filter((c) => order !== 'newest' || !pinnedIds.has(c.id)) : [];
  // "N new posts" counts in the newest-first order only; the reading place is kept in every order.
  // On a pulse, the posts a digest counted but did not carry add to it, and the button reads them.
  const { pane, onScroll, newPosts, toNewest } = useFeedPane(
    order === 'newest' ? shown.map((c) => c.id) : [],
    order === 'newest' && feed.state === 'ready' ? (feed.data.unread ?? 0) : 0,
    feed.state === 'ready' ? feed.data.readNewest : undefined,
  );
  const renderItem = (comment: CommentView) => (
    <li key={comment.id} data-comment-id={comment.id}>
      <CommentItem
        comment={comment}
        uid={moderator ? undefined : uid}
        moderation={moderator}
        menu={menu?.(comment)}
        actions={
          moderator ? (
            <Suspense fallback={null}>
              <ModeratorQuickActions comment={comment} />
            </Suspense>
          ) : undefined
        }
        onDelete={() => setToDelete(comment)}
      />
    </li>
  );

  return (
    <div className="comment-feed stack">
      {!moderator && <CommentComposer eventId={eventId} />}
      <div className="comment-feed__bar">
        <label className="field comment-feed__order">
          <span className="visually-hidden">
            <Trans>Show</Trans>
          </span>
          <select
            value={order}
            onChange={(e) => {
              setOrder(e.target.value as FeedOrder);
              setSize(COMMENT_LIMITS.pageSize);
            }}
          >
            {ORDERS.map((o) => (
              <option key={o.value} value={o.value}>
                {i18n._(o.label)}
              </option>
            ))}
          </select>
        </label>
        <ModerationSummaryPanel eventId={eventId} />
      </div>
      {/* The feed's own scrolling pane where the room gives it a height (the live room). */}
      <div className="comment-feed__pane stack" ref={pane} onScroll={onScroll}>
        {newPosts > 0 && (
          <button type="button" className="comment-feed__new-posts" onClick={toNewest}>
            <span aria-hidden="true">↑</span> {t`${plural(newPosts, { one: '# new post', other: '# new posts' })}`}
          </button>
        )}
        {held.state === 'ready' && held.data.length > 0 && (
          <ul className="comment-list" aria-label={t`Your posts held for review`}>
            {held.data.map(renderItem)}
          </ul>
        )}
        {order === 'newest' && pinned.state === 'ready' && pinned.data.length > 0 && (
          <ul className="comment-list" aria-label={t`Pinned posts`}>
            {pinned.data.map(renderItem)}
          </ul>
        )}
        {feed.state === 'loading' && <LoadingState label={t`Loading comments…`} />}
        {feed.state === 'error' && <ErrorState title={t`Comments could not be loaded`} error={feed.error} />}
        {feed.state === 'ready' && feed.data.comments.length === 0 && (
          <p className="muted">
            {order === 'newest' ? (
              <Trans>No comments yet. Be the first to say something.</Trans>
            ) : (
              <Trans>No questions yet.</Trans>
            )}
          </p>
        )}
        {shown.length > 0 && (
          <ul className="comment-list" aria-label={t`Comments`} aria-live="polite" aria-relevant="additions">
            {shown.map(renderItem)}
          </ul>
        )}
        {mayHaveMore && <ShowOlder onShowOlder={showOlder} />}
      </div>
      <ConfirmDialog
        open={toDelete !== null}
        title={t`Delete your post?`}
        confirmLabel={t`Delete`}
        danger
        pending={busy === 'delete'}
        onCancel={() => setToDelete(null)}
        onConfirm={async () => {
          if (!toDelete) return;
          await run('delete', () => deleteOwnComment(eventId, toDelete.id), { success: t`Your post was deleted.` });
          setToDelete(null);
        }}
      >
        <p>
          <Trans>It disappears for everyone. This cannot be undone.</Trans>
        </p>
      </ConfirmDialog>
    </div>
  );
}
