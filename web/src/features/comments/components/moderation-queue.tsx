import { COMMENT_LIMITS } from '@civic/domain';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { FilterButtons } from '@/components/ui/filter-buttons';
import { EmptyState, ErrorState, LoadingState } from '@/components/ui/states';
import type { CommentView } from '../api/comment-view';
import { QUEUE_FILTER_LABELS, QUEUE_FILTERS, useModerationQueue, type QueueFilter } from '../api/use-moderation-queue';
import { AuthorPanel } from './author-panel';
import { CommentItem } from './comment-item';
import { ModeratorQuickActions } from './moderator-quick-actions';
import '../comments.css';

const EMPTY: Record<QueueFilter, string> = {
  all: 'No posts in this event yet.',
  held: 'Nothing is waiting for review.',
  reported: 'No post of this event has been reported.',
  hidden: 'No post is hidden.',
};

/**
 * The moderation queue of one event, live: every post or only the held, reported or hidden ones,
 * with approve, hide / restore, delete and pin on each, and the author's panel (timeout, block,
 * recent posts) one click away.
 */
export function ModerationQueue({ eventId, initialFilter = 'held' }: { eventId: string; initialFilter?: QueueFilter }) {
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
                Author…
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
        <h2 id="queue-title">Queue</h2>
        <FilterButtons
          label="Show"
          options={QUEUE_FILTERS.map((f) => ({ value: f, label: QUEUE_FILTER_LABELS[f] }))}
          value={filter}
          onChange={(f) => {
            setFilter(f);
            setSize(COMMENT_LIMITS.pageSize);
          }}
        />
        {queue.state === 'loading' && <LoadingState label="Loading posts…" />}
        {queue.state === 'error' && <ErrorState title="The queue could not be loaded" error={queue.error} />}
        {queue.state === 'ready' && queue.data.comments.length === 0 && (
          <EmptyState title="Nothing here">
            <p>{EMPTY[filter]}</p>
          </EmptyState>
        )}
        {queue.state === 'ready' && queue.data.comments.length > 0 && (
          <ul className="comment-list" aria-label={`${QUEUE_FILTER_LABELS[filter]} posts`}>
            {queue.data.comments.map(item)}
          </ul>
        )}
        {queue.state === 'ready' && queue.data.mayHaveMore && (
          <Button variant="secondary" onClick={() => setSize((n) => n + COMMENT_LIMITS.pageSize)}>
            Show more
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
