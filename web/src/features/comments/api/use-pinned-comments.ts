import { limit, onSnapshot, orderBy, query, where } from 'firebase/firestore';
import { useSnapshot } from '@/lib/use-snapshot';
import { commentsOf } from './comment-refs';
import { toCommentView, type CommentView } from './comment-view';

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
