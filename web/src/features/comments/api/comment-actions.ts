import { COLLECTIONS, type CommentKind, type RequestOf, type UpvoteDoc } from '@civic/domain';
import { deleteDoc, doc, onSnapshot, serverTimestamp, setDoc, type FieldValue } from 'firebase/firestore';
import { callFunction } from '@/lib/firebase/functions';
import { firestore } from '@/lib/firebase/firestore';
import { useSnapshot } from '@/lib/use-snapshot';

const commentRef = (eventId: string, commentId: string) =>
  doc(firestore, COLLECTIONS.events, eventId, COLLECTIONS.comments, commentId);
const upvoteRef = (eventId: string, commentId: string, uid: string) =>
  doc(firestore, COLLECTIONS.events, eventId, COLLECTIONS.comments, commentId, COLLECTIONS.upvotes, uid);

/** Posting goes through the server, which checks blocks, timeouts, rate limit and blocked words. */
export function postComment(eventId: string, text: string, kind: CommentKind) {
  return callFunction('postComment', { eventId, text, kind });
}

/** The author deletes their own visible or held post (the rules refuse anyone else's). */
export function deleteOwnComment(eventId: string, commentId: string): Promise<void> {
  return deleteDoc(commentRef(eventId, commentId));
}

/** One upvote per account: the document is keyed by uid and can never be written again. */
export function upvoteQuestion(eventId: string, commentId: string, uid: string): Promise<void> {
  return setDoc(upvoteRef(eventId, commentId, uid), { at: serverTimestamp() } satisfies UpvoteDoc<FieldValue>);
}

/** Whether the viewer already upvoted this question, live. */
export function useMyUpvote(eventId: string, commentId: string, uid: string) {
  return useSnapshot<boolean>(`${eventId}:${commentId}:${uid}`, (onData, onError) =>
    onSnapshot(upvoteRef(eventId, commentId, uid), (snapshot) => onData(snapshot.exists()), onError),
  );
}

export function getModerationSummary(eventId: string) {
  return callFunction('getModerationSummary', { eventId });
}

/** Admin: approve, hide, restore, remove, pin, answer or highlight one comment (audited). */
export function moderateComment(request: RequestOf<'moderateComment'>) {
  return callFunction('moderateComment', request);
}
