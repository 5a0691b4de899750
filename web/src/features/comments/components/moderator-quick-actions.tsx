import type { CommentAction } from '@civic/domain';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import {
  canAnswerComment,
  canApproveComment,
  canHideComment,
  canHighlightComment,
  canPinComment,
  canRemoveComment,
  canRestoreComment,
} from '@/lib/authorization';
import { useUser } from '@/lib/session/session-store';
import { useRunAction } from '@/lib/use-run-action';
import { moderateComment } from '../api/moderate-comment';
import type { CommentView } from '../api/comment-view';
import { ReasonDialog } from './reason-dialog';

const DONE: Partial<Record<CommentAction, string>> = {
  pin: 'Pinned for everyone.',
  unpin: 'Unpinned.',
  answer: 'Marked answered.',
  unanswer: 'No longer marked answered.',
  highlight: 'Shown on the stream.',
  unhighlight: 'Taken off the stream.',
  hide: 'Hidden.',
  remove: 'Deleted.',
  approve: 'Approved: everyone sees it now.',
  restore: 'Restored.',
};

/**
 * A moderator's buttons on one post; every action goes through the audited callable. Which ones
 * apply is the comment policies' call (lib/authorization.ts).
 */
export function ModeratorQuickActions({ comment, full = false }: { comment: CommentView; full?: boolean }) {
  const user = useUser();
  const { busy, run } = useRunAction();
  const [asking, setAsking] = useState<'hide' | 'remove' | null>(null);
  const act = (
    action: CommentAction,
    extra: { reason?: 'spam' | 'abuse' | 'off-topic' | 'other'; note?: string } = {},
  ) =>
    run(action, () => moderateComment({ eventId: comment.eventId, commentId: comment.id, action, ...extra }), {
      success: DONE[action] ?? 'Done.',
    });
  const button = (action: CommentAction, label: string) => (
    <Button variant="secondary" pending={busy === action} disabled={busy !== null} onClick={() => act(action)}>
      {label}
    </Button>
  );
  return (
    <div className="moderator-actions" role="group" aria-label={`Moderate the post by ${comment.authorName}`}>
      {canApproveComment(user, comment) && button('approve', 'Approve')}
      {canRestoreComment(user, comment) && button('restore', 'Restore')}
      {canPinComment(user, comment) && (comment.pinned ? button('unpin', 'Unpin') : button('pin', 'Pin'))}
      {canAnswerComment(user, comment) &&
        (comment.answered ? button('unanswer', 'Not answered') : button('answer', 'Answered'))}
      {canHighlightComment(user, comment) &&
        (comment.highlighted ? button('unhighlight', 'Off stream') : button('highlight', 'On stream'))}
      {canHideComment(user, comment) && (
        <Button variant="secondary" disabled={busy !== null} onClick={() => setAsking('hide')}>
          Hide
        </Button>
      )}
      {full && canRemoveComment(user, comment) && (
        <Button variant="danger" disabled={busy !== null} onClick={() => setAsking('remove')}>
          Delete
        </Button>
      )}
      <ReasonDialog
        action={asking}
        pending={busy === asking}
        onCancel={() => setAsking(null)}
        onConfirm={async (reason, note) => {
          if (!asking) return;
          await act(asking, { reason, ...(note ? { note } : {}) });
          setAsking(null);
        }}
      />
    </div>
  );
}
