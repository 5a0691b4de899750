import { COLLECTIONS } from '@civic/domain';
import { collection, limit, onSnapshot, query, where } from 'firebase/firestore';
import { firestore } from '@/lib/firebase/firestore';
import { useSnapshot } from '@/lib/use-snapshot';
import { toCommentView, type CommentView } from '../api/comment-view';
import '../comments.css';

/** The one comment or question the admin put on the stream (moderateComment keeps it to one), live. */
function useHighlightedComment(eventId: string) {
  return useSnapshot<CommentView | null>(`${eventId}:highlighted`, (onData, onError) =>
    onSnapshot(
      query(
        collection(firestore, COLLECTIONS.events, eventId, COLLECTIONS.comments),
        where('status', '==', 'visible'),
        where('highlighted', '==', true),
        limit(1),
      ),
      (snapshot) => onData(snapshot.docs[0] ? toCommentView(snapshot.docs[0]) : null),
      onError,
    ),
  );
}

/** Drawn over the video for every viewer while a post is highlighted; nothing otherwise. */
export function HighlightedCommentOverlay({ eventId }: { eventId: string }) {
  const highlighted = useHighlightedComment(eventId);
  if (highlighted.state !== 'ready' || !highlighted.data) return null;
  const comment = highlighted.data;
  return (
    <figure className="comment-overlay" aria-label="On the stream">
      <blockquote>{comment.text}</blockquote>
      <figcaption>
        {comment.kind === 'question' ? 'Question from ' : ''}
        {comment.authorName}
      </figcaption>
    </figure>
  );
}
