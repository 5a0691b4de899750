import { onSnapshot } from 'firebase/firestore';
import { useSnapshot } from '@/lib/use-snapshot';
import { upvoteRef } from './comment-refs';

/** Whether the viewer already upvoted this question, live. */
export function useMyUpvote(eventId: string, commentId: string, uid: string) {
  return useSnapshot<boolean>(`${eventId}:${commentId}:${uid}`, (onData, onError) =>
    onSnapshot(upvoteRef(eventId, commentId, uid), (snapshot) => onData(snapshot.exists()), onError),
  );
}
