import { limit, onSnapshot, orderBy, query, where } from 'firebase/firestore';
import { useSnapshot } from '@/lib/use-snapshot';
import { commentsOf } from './comment-refs';
import { toCommentView, type CommentView } from './comment-view';

/** An author's recent posts in the event, any status. */
export function useAuthorPosts(eventId: string, uid: string, enabled = true) {
  return useSnapshot<CommentView[]>(enabled ? `${eventId}:author:${uid}` : null, (onData, onError) =>
    onSnapshot(
      query(commentsOf(eventId), where('authorUid', '==', uid), orderBy('createdAt', 'desc'), limit(20)),
      (snapshot) => onData(snapshot.docs.map(toCommentView)),
      onError,
    ),
  );
}
