import type { UpvoteDoc } from '@civic/domain';
import { serverTimestamp, setDoc, type FieldValue } from 'firebase/firestore';
import { upvoteRef } from './comment-refs';

/**
 * One upvote per account: the document is keyed by uid and can never be written again. `uid` and
 * `eventId` repeat the path for the room's listener on the viewer's own upvotes and the count pulse.
 */
export function upvoteQuestion(eventId: string, commentId: string, uid: string): Promise<void> {
  return setDoc(upvoteRef(eventId, commentId, uid), {
    at: serverTimestamp(),
    uid,
    eventId,
  } satisfies UpvoteDoc<FieldValue>);
}
