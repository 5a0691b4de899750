import { BLOCKED_WORDS_DOC, COLLECTIONS, type CommenterDoc, type RequestOf } from '@civic/domain';
import {
  collection,
  doc,
  limit,
  onSnapshot,
  orderBy,
  query,
  where,
  type QueryConstraint,
  type Timestamp,
} from 'firebase/firestore';
import { callFunction } from '@/lib/firebase/functions';
import { firestore } from '@/lib/firebase/firestore';
import { useSnapshot } from '@/lib/use-snapshot';
import { toCommentView, type CommentView } from './comment-view';

/** The queue's views of one event's posts (admins read every status). */
export const QUEUE_FILTERS = ['all', 'held', 'reported', 'hidden'] as const;
export type QueueFilter = (typeof QUEUE_FILTERS)[number];
export const QUEUE_FILTER_LABELS: Record<QueueFilter, string> = {
  all: 'All',
  held: 'Held',
  reported: 'Reported',
  hidden: 'Hidden',
};

function filterConstraints(filter: QueueFilter): QueryConstraint[] {
  if (filter === 'reported')
    return [where('reportCount', '>', 0), orderBy('reportCount', 'desc'), orderBy('createdAt', 'desc')];
  if (filter === 'all') return [orderBy('createdAt', 'desc')];
  return [where('status', '==', filter), orderBy('createdAt', 'desc')];
}

const commentsOf = (eventId: string) => collection(firestore, COLLECTIONS.events, eventId, COLLECTIONS.comments);

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

/** An author's recent posts in the event, any status. */
export function useAuthorPosts(eventId: string, uid: string) {
  return useSnapshot<CommentView[]>(`${eventId}:author:${uid}`, (onData, onError) =>
    onSnapshot(
      query(commentsOf(eventId), where('authorUid', '==', uid), orderBy('createdAt', 'desc'), limit(20)),
      (snapshot) => onData(snapshot.docs.map(toCommentView)),
      onError,
    ),
  );
}

export interface CommenterState {
  blocked: boolean;
  /** Epoch ms while a timeout runs (compare with now), else null. */
  timedOutUntilMs: number | null;
}

/** An author's moderation state (blocked, timed out), live. */
export function useCommenterState(uid: string) {
  return useSnapshot<CommenterState>(`commenter:${uid}`, (onData, onError) =>
    onSnapshot(
      doc(firestore, COLLECTIONS.commenters, uid),
      (snapshot) => {
        const data = snapshot.data() as Partial<CommenterDoc<Timestamp | null>> | undefined;
        onData({ blocked: data?.blocked === true, timedOutUntilMs: data?.timedOutUntil?.toMillis() ?? null });
      },
      onError,
    ),
  );
}

/** Admin: time out (10 s … 24 h), lift, block or unblock an author (audited). */
export function moderateAuthor(request: RequestOf<'moderateAuthor'>) {
  return callFunction('moderateAuthor', request);
}

/** The blocked-words list (admins only), live. */
export function useBlockedWords() {
  return useSnapshot<string[]>('blocked-words', (onData, onError) =>
    onSnapshot(
      doc(firestore, COLLECTIONS.moderation, BLOCKED_WORDS_DOC),
      (snapshot) => onData((snapshot.get('words') as string[] | undefined) ?? []),
      onError,
    ),
  );
}

export function saveBlockedWords(words: string[]) {
  return callFunction('setBlockedWords', { words });
}
