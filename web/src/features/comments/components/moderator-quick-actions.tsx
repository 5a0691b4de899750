import type { CommentAction } from '@civic/domain';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
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

const DONE: Partial<Record<CommentAction, MessageDescriptor>> = {
  pin: msg`Pinned for everyone.`,
  unpin: msg`Unpinned.`,
  answer: msg`Marked answered.`,
  unanswer: msg`No longer marked answered.`,
  highlight: msg`Shown on the stream.`,
  unhighlight: msg`Taken off the stream.`,
  hide: msg`Hidden.`,
  remove: msg`Deleted.`,
  approve: msg`Approved: everyone sees it now.`,
  restore: msg`Restored.`,
};
const DONE_OTHERWISE = msg`Done.`;

/**
 * A moderator's buttons on one post; every action goes through the audited callable. Which ones
 * apply is the comment policies' call (lib/authorization.ts).
 */
export function ModeratorQuickActions({ comment, full = false }: { comment: CommentView; full?: boolean }) {
  const { t, i18n } = useLingui();
  const user = useUser();
  const { busy, run } = useRunAction();
  const author = comment.authorName;
  const [asking, setAsking] = useState<'hide' | 'remove' | null>(null);
  const act = (
    action: CommentAction,
    extra: { reason?: 'spam' | 'abuse' | 'off-topic' | 'other'; note?: string } = {},
  ) =>
    run(action, () => moderateComment({ eventId: comment.eventId, commentId: comment.id, action, ...extra }), {
      success: i18n._(DONE[action] ?? DONE_OTHERWISE),
    });
  const button = (action: CommentAction, label: string) => (
    <Button variant="secondary" pending={busy === action} disabled={busy !== null} onClick={() => act(action)}>
      {label}
    </Button>
  );
  return (
    <div className="moderator-actions" role="group" aria-label={t`Moderate the post by ${author}`}>
      {canApproveComment(user, comment) && button('approve', t`Approve`)}
      {canRestoreComment(user, comment) && button('restore', t`Restore`)}
      {canPinComment(user, comment) && (comment.pinned ? button('unpin', t`Unpin`) : button('pin', t`Pin`))}
      {canAnswerComment(user, comment) &&
        (comment.answered
          ? button('unanswer', t`Not answered`)
          : button('answer', t({ message: 'Answered', context: 'a question marked answered' })))}
      {canHighlightComment(user, comment) &&
        (comment.highlighted ? button('unhighlight', t`Off stream`) : button('highlight', t`On stream`))}
      {canHideComment(user, comment) && (
        <Button variant="secondary" disabled={busy !== null} onClick={() => setAsking('hide')}>
          {t`Hide`}
        </Button>
      )}
      {full && canRemoveComment(user, comment) && (
        <Button variant="danger" disabled={busy !== null} onClick={() => setAsking('remove')}>
          {t`Delete`}
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
