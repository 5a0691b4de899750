import { deleteDoc } from 'firebase/firestore';
import { commentRef } from './comment-refs';

/** The author deletes their own visible or held post (the rules refuse anyone else's). */
export function deleteOwnComment(eventId: string, commentId: string): Promise<void> {
  return deleteDoc(commentRef(eventId, commentId));
}
