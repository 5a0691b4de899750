import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { limit, onSnapshot, orderBy, query, where, type QueryConstraint } from 'firebase/firestore';
import { useSnapshot } from '@/lib/use-snapshot';
import { commentsOf } from './comment-refs';
import { toCommentView, type CommentView } from './comment-view';

/** The queue's views of one event's posts (admins read every status). */
export const QUEUE_FILTERS = ['all', 'held', 'reported', 'hidden'] as const;
export type QueueFilter = (typeof QUEUE_FILTERS)[number];
export const QUEUE_FILTER_LABELS: Record<QueueFilter, MessageDescriptor> = {
  // Context: a filter names the posts it shows (plural in Spanish), a tag names one post's state.
  all: msg({ context: 'queue filter', message: 'All' }),
  held: msg({ context: 'queue filter', message: 'Held' }),
  reported: msg({ context: 'queue filter', message: 'Reported' }),
  hidden: msg({ context: 'queue filter', message: 'Hidden' }),
};
/** The queue's list, named after its filter ("Held posts"). */
export const QUEUE_LIST_NAMES: Record<QueueFilter, MessageDescriptor> = {
  all: msg`All posts`,
  held: msg`Held posts`,
  reported: msg`Reported posts`,
  hidden: msg`Hidden posts`,
};

function filterConstraints(filter: QueueFilter): QueryConstraint[] {
  if (filter === 'reported')
    return [where('reportCount', '>', 0), orderBy('reportCount', 'desc'), orderBy('createdAt', 'desc')];
  if (filter === 'all') return [orderBy('createdAt', 'desc')];
  return [where('status', '==', filter), orderBy('createdAt', 'desc')];
}

/** One page (widened on "Show more") of an event's posts under a filter, live. */
export function useModerationQueue(eventId: string, filter: QueueFilter, size: number) {
  return useSnapshot<{ comments: CommentView[]; mayHaveMore: boolean }>(
    `${eventId}:${filter}:${size}`,
    (onData, onError) =>
      onSnapshot(
        query(commentsOf(eventId), ...filterConstraints(filter), limit(size)),
        (snapshot) => onData({ comments: snapshot.docs.map(toCommentView), mayHaveMore: snapshot.size >= size }),
        onError,
      ),
  );
}
