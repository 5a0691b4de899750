import { COMMENT_LIMITS } from '@civic/domain';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { FilterButtons } from '@/components/ui/filter-buttons';
import { EmptyState, ErrorState, LoadingState } from '@/components/ui/states';
import type { CommentView } from '../api/comment-view';
import {
  QUEUE_FILTER_LABELS,
  QUEUE_FILTERS,
  QUEUE_LIST_NAMES,
  useModerationQueue,
  type QueueFilter,
} from '../api/use-moderation-queue';
import { AuthorPanel } from './author-panel';
import { CommentItem } from './comment-item';
import { ModeratorQuickActions } from './moderator-quick-actions';
import '../comments.css';

const EMPTY: Record<QueueFilter, MessageDescriptor> = {
  all: msg`No posts in this event yet.`,
  held: msg`Nothing is waiting for review.`,
  reported: msg`No post of this event has been reported.`,
  hidden: msg`No post is hidden.`,
};

/**
 * The moderation queue of one event, live: every post or only the held, reported or hidden ones,
 * with approve, hide / restore, delete and pin on each, and the author's panel (timeout, block,
 * recent posts) one click away.
 */
export function ModerationQueue({ eventId, initialFilter = 'held' }: { eventId: string; initialFilter?: QueueFilter }) {
  const { t, i18n } = useLingui();
  const [filter, setFilter] = useState<QueueFilter>(initialFilter);
  const [size, setSize] = useState<number>(COMMENT_LIMITS.pageSize);
  const [author, setAuthor] = useState<{ uid: string; name: string } | null>(null);
  const queue = useModerationQueue(eventId, filter, size);

  const item = (comment: CommentView) => (
    <li key={comment.id}>
      <CommentItem
        comment={comment}
        moderation
        actions={
          <>
            <ModeratorQuickActions comment={comment} full />
            {comment.authorUid && (
              <Button
                variant="secondary"
                onClick={() => setAuthor({ uid: comment.authorUid!, name: comment.authorName })}
              >
                <Trans>Author…</Trans>
              </Button>
            )}
          </>
        }
      />
    </li>
  );

  return (
    <div className="moderation-layout">
      <section className="stack" aria-labelledby="queue-title">
        <h2 id="queue-title">
          <Trans>Queue</Trans>
        </h2>
        <FilterButtons
          label={t`Show`}
          options={QUEUE_FILTERS.map((f) => ({ value: f, label: i18n._(QUEUE_FILTER_LABELS[f]) }))}
          value={filter}
          onChange={(f) => {
            setFilter(f);
            setSize(COMMENT_LIMITS.pageSize);
          }}
        />
        {queue.state === 'loading' && <LoadingState label={t`Loading posts…`} />}
        {queue.state === 'error' && <ErrorState title={t`The queue could not be loaded`} error={queue.error} />}
        {queue.state === 'ready' && queue.data.comments.length === 0 && (
          <EmptyState title={t`Nothing here`}>
            <p>{i18n._(EMPTY[filter])}</p>
          </EmptyState>
        )}
        {queue.state === 'ready' && queue.data.comments.length > 0 && (
          <ul className="comment-list" aria-label={i18n._(QUEUE_LIST_NAMES[filter])}>
            {queue.data.comments.map(item)}
          </ul>
        )}
        {queue.state === 'ready' && queue.data.mayHaveMore && (
          <Button variant="secondary" onClick={() => setSize((n) => n + COMMENT_LIMITS.pageSize)}>
            <Trans>Show more</Trans>
          </Button>
        )}
      </section>
      {author && (
        <AuthorPanel
          key={author.uid}
          eventId={eventId}
          uid={author.uid}
          name={author.name}
          onClose={() => setAuthor(null)}
        />
      )}
    </div>
  );
}
