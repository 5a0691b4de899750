import { limit, onSnapshot, query, where } from 'firebase/firestore';
import { useSnapshot } from '@/lib/use-snapshot';
import { commentsOf } from './comment-refs';
import { toCommentView, type CommentView } from './comment-view';

/** The one comment or question the admin put on the stream (moderateComment keeps it to one), live. */
export function useHighlightedComment(eventId: string) {
  return useSnapshot<CommentView | null>(`${eventId}:highlighted`, (onData, onError) =>
    onSnapshot(
      query(commentsOf(eventId), where('status', '==', 'visible'), where('highlighted', '==', true), limit(1)),
      (snapshot) => onData(snapshot.docs[0] ? toCommentView(snapshot.docs[0]) : null),
      onError,
    ),
  );
}
