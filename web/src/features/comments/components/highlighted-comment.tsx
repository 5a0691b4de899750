import { Trans, useLingui } from '@lingui/react/macro';
import { useHighlightedComment } from '../api/use-highlighted-comment';
import '../comments.css';

/** Drawn over the video for every viewer while a post is highlighted; nothing otherwise. */
export function HighlightedCommentOverlay({ eventId }: { eventId: string }) {
  const { t } = useLingui();
  const highlighted = useHighlightedComment(eventId);
  if (highlighted.state !== 'ready' || !highlighted.data) return null;
  const comment = highlighted.data;
  const author = comment.authorName;
  return (
    <figure className="comment-overlay on-picture" aria-label={t`On the stream`}>
      <blockquote dir="auto">{comment.text}</blockquote>
      <figcaption>
        {comment.kind === 'question' ? (
          <Trans>
            Question from <bdi>{author}</bdi>
          </Trans>
        ) : (
          <bdi>{author}</bdi>
        )}
      </figcaption>
    </figure>
  );
}
