import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useRef, type MouseEvent, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { canDeleteComment, takesUpvotes } from '@/lib/authorization';
import { formatNumber, formatTime } from '@/lib/i18n/format';
import { REASON_NAMES } from '../api/comment-labels';
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

/** One post: author, time, labels, the words as text, the upvote for questions, and its menu. */
export function CommentItem({ comment, uid, menu, actions, onDelete, moderation = false }: CommentItemProps) {
  const { t, i18n } = useLingui();
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
  const author = comment.authorName;
  const reports = formatNumber(comment.reportCount);
  const upvotes = comment.upvotes;
  return (
    <article
      className={`comment${comment.pinned ? ' comment--pinned' : ''}${hiddenHere ? ' comment--hidden' : ''}`}
      aria-label={comment.kind === 'question' ? t`Question by ${author}` : t`Comment by ${author}`}
    >
      <header className="comment__header">
        <strong className="comment__author">
          <bdi>{author}</bdi>
        </strong>
        <time className="muted" dateTime={new Date(comment.createdAtMs).toISOString()}>
          {formatTime(comment.createdAtMs, { hour: '2-digit', minute: '2-digit' })}
        </time>
        {comment.pinned && (
          <span className="tag tag--pinned">
            <Trans>Pinned</Trans>
          </span>
        )}
        {comment.kind === 'question' && (
          <span className="tag">
            <Trans>Question</Trans>
          </span>
        )}
        {comment.answered && (
          <span className="tag tag--answered">
            <Trans context="a question marked answered">Answered</Trans>
          </span>
        )}
        {comment.highlighted && (
          <span className="tag">
            <Trans>On stream</Trans>
          </span>
        )}
        {comment.status === 'held' && (
          <span className="tag tag--held">
            <Trans context="a comment’s state">Held for review</Trans>
          </span>
        )}
        {hiddenHere && (
          <span className="tag tag--held">
            <Trans>Hidden</Trans>
          </span>
        )}
        {moderation && comment.status === 'removed' && (
          <span className="tag tag--held">
            <Trans context="a comment’s state">Deleted</Trans>
          </span>
        )}
        {moderation && comment.reason && <span className="tag">{i18n._(REASON_NAMES[comment.reason])}</span>}
        {moderation && comment.reportCount > 0 && (
          <span className="tag tag--reported">
            <Trans>Reported {reports}×</Trans>
          </span>
        )}
      </header>
      <p className="comment__text" dir="auto">
        {comment.status === 'removed' ? (
          <em className="muted">
            <Trans>The words were erased.</Trans>
          </em>
        ) : (
          <LinkedText text={comment.text} />
        )}
      </p>
      <div className="comment__footer">
        {takesUpvotes(comment) && uid && <UpvoteButton comment={comment} uid={uid} />}
        {comment.kind === 'question' && !uid && (
          <span className="tag">{t`${plural(upvotes, { one: '# upvote', other: '# upvotes' })}`}</span>
        )}
        {actions}
        {hasMenu && (
          <details className="comment__menu" ref={menuRef}>
            <summary aria-label={t`More actions for the post by ${author}`}>⋯</summary>
            <div className="comment__menu-items" onClick={closeMenu}>
              {deletable && (
                <Button variant="secondary" onClick={onDelete}>
                  <Trans>Delete</Trans>
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
