import type { UpvoteDoc } from '@civic/domain';
import { serverTimestamp, setDoc, type FieldValue } from 'firebase/firestore';
import { upvoteRef } from './comment-refs';

/** One upvote per account: the document is keyed by uid and can never be written again. */
export function upvoteQuestion(eventId: string, commentId: string, uid: string): Promise<void> {
  return setDoc(upvoteRef(eventId, commentId, uid), { at: serverTimestamp() } satisfies UpvoteDoc<FieldValue>);
}
