import { MODERATION_REASON_LABELS } from '@civic/domain';
import { useRef, type MouseEvent, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { canDeleteComment, takesUpvotes } from '@/lib/authorization';
import type { CommentView } from '../api/comment-view';
import { LinkedText } from './linked-text';
import { UpvoteButton } from './upvote-button';

export interface CommentItemProps {
  comment: CommentView;
  /** The viewer; none in the moderator's queue (no upvote button, no own-post menu there). */
  uid?: string;
  /** Extra entries of the comment's menu (the app adds "Report" from the reports feature). */
  menu?: ReactNode;
  /** A moderator's buttons (control room), shown under the text. */
  actions?: ReactNode;
  onDelete?: () => void;
  /** The moderator's view: status, reason and report count on the post. */
  moderation?: boolean;
}

const timeFormat = new Intl.DateTimeFormat(undefined, { hour: '2-digit', minute: '2-digit' });

/** One post: author, time, labels, the words as text, the upvote for questions, and its menu. */
export function CommentItem({ comment, uid, menu, actions, onDelete, moderation = false }: CommentItemProps) {
  const mine = uid !== undefined && comment.authorUid === uid;
  const deletable = onDelete !== undefined && canDeleteComment(uid === undefined ? null : { uid }, comment);
  const hasMenu = deletable || menu;
  const menuRef = useRef<HTMLDetailsElement>(null);
  // Choosing an entry closes the menu (its dialogs live outside it) and puts the focus back on
  // its button, where a closing dialog returns it.
  const closeMenu = (event: MouseEvent) => {
    const details = menuRef.current;
    if (!details || !(event.target as Element).closest('button')) return;
    details.open = false;
    details.querySelector('summary')?.focus();
  };
  const hiddenHere = moderation && comment.status === 'hidden';
  return (
    <article
      className={`comment${comment.pinned ? ' comment--pinned' : ''}${hiddenHere ? ' comment--hidden' : ''}`}
      aria-label={`${comment.kind === 'question' ? 'Question' : 'Comment'} by ${comment.authorName}`}
    >
      <header className="comment__header">
        <strong className="comment__author">{comment.authorName}</strong>
        <time className="muted" dateTime={new Date(comment.createdAtMs).toISOString()}>
          {timeFormat.format(comment.createdAtMs)}
        </time>
        {comment.pinned && <span className="tag tag--pinned">Pinned</span>}
        {comment.kind === 'question' && <span className="tag">Question</span>}
        {comment.answered && <span className="tag tag--answered">Answered</span>}
        {comment.highlighted && <span className="tag">On stream</span>}
        {comment.status === 'held' && <span className="tag tag--held">Held for review</span>}
        {hiddenHere && <span className="tag tag--held">Hidden</span>}
        {moderation && comment.status === 'removed' && <span className="tag tag--held">Deleted</span>}
        {moderation && comment.reason && <span className="tag">{MODERATION_REASON_LABELS[comment.reason]}</span>}
        {moderation && comment.reportCount > 0 && (
          <span className="tag tag--reported">Reported {comment.reportCount}×</span>
        )}
      </header>
      <p className="comment__text">
        {comment.status === 'removed' ? (
          <em className="muted">The words were erased.</em>
        ) : (
          <LinkedText text={comment.text} />
        )}
      </p>
      <div className="comment__footer">
        {takesUpvotes(comment) && uid && <UpvoteButton comment={comment} uid={uid} />}
        {comment.kind === 'question' && !uid && (
          <span className="tag">
            {comment.upvotes} {comment.upvotes === 1 ? 'upvote' : 'upvotes'}
          </span>
        )}
        {actions}
        {hasMenu && (
          <details className="comment__menu" ref={menuRef}>
            <summary aria-label={`More actions for the post by ${comment.authorName}`}>⋯</summary>
            <div className="comment__menu-items" onClick={closeMenu}>
              {deletable && (
                <Button variant="secondary" onClick={onDelete}>
                  Delete
                </Button>
              )}
              {!mine && menu}
            </div>
          </details>
        )}
      </div>
    </article>
  );
}
