import { useHighlightedComment } from '../api/use-highlighted-comment';
import '../comments.css';

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
