import { limit, onSnapshot, orderBy, query, where } from 'firebase/firestore';
import { useSnapshot } from '@/lib/use-snapshot';
import { commentsOf } from './comment-refs';
import { toCommentView, type CommentView } from './comment-view';

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
