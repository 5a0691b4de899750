import type { CommentAction, CommentDoc, CommentStatus } from '@civic/domain';
import { FieldValue } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { db } from '../platform/app.js';
import { logAdminAction } from '../platform/audit.js';
import { defineCallable } from '../platform/callable.js';
import { commentsOf, requireComment } from './lib/commentRefs.js';

/** What an action changes on a comment in a given state, or why it cannot apply (`aborted`). */
export function applyCommentAction(
  comment: Pick<CommentDoc, 'status' | 'kind'>,
  action: CommentAction,
  reason: CommentDoc['reason'] | undefined,
): Partial<CommentDoc> {
  const is = (...statuses: CommentStatus[]) => statuses.includes(comment.status);
  const refuse = (why: string): never => {
    throw new HttpsError('aborted', why);
  };
  switch (action) {
    case 'approve':
      if (!is('held')) refuse('Only a held comment can be approved.');
      return { status: 'visible', reason: null };
    case 'hide':
      if (!is('visible', 'held')) refuse('Only a visible or held comment can be hidden.');
      return { status: 'hidden', reason: reason ?? 'other', pinned: false, highlighted: false };
    case 'restore':
      if (!is('hidden')) refuse('Only a hidden comment can be restored.');
      return { status: 'visible', reason: null };
    case 'remove':
      if (is('removed')) refuse('That comment is already deleted.');
      // The words go; the record stays so the public summary can count it.
      return { status: 'removed', reason: reason ?? 'other', text: '', pinned: false, highlighted: false };
    case 'pin':
    case 'highlight':
      if (!is('visible')) refuse('Only a visible comment can be pinned or highlighted.');
      return action === 'pin' ? { pinned: true } : { highlighted: true };
    case 'unpin':
      return { pinned: false };
    case 'unhighlight':
      return { highlighted: false };
    case 'answer':
    case 'unanswer':
      if (comment.kind !== 'question') refuse('Only questions can be marked answered.');
      return { answered: action === 'answer' };
  }
}

/**
 * Approve, hide, restore, delete, pin, mark answered or highlight one comment; audited with the
 * moderator, the action, the reason and note. Highlighting takes the highlight off any other
 * comment of the event, in the same transaction, so the overlay shows one at a time.
 */
export const moderateComment = defineCallable(
  'moderateComment',
  { roles: ['admin'] },
  async ({ eventId, commentId, action, reason, note }, caller) => {
    const status = await db.runTransaction(async (tx) => {
      const { ref, comment } = await requireComment(tx, eventId, commentId);
      const others = action === 'highlight' ? await tx.get(commentsOf(eventId).where('highlighted', '==', true)) : null;
      const change = applyCommentAction(comment, action, reason);
      for (const other of others?.docs ?? []) if (other.id !== commentId) tx.update(other.ref, { highlighted: false });
      tx.update(ref, { ...change, moderatedBy: caller.uid, moderatedAt: FieldValue.serverTimestamp() });
      return change.status ?? comment.status;
    });
    await logAdminAction(caller, `comment.${action}`, `events/${eventId}/comments/${commentId}`, {
      reason: reason ?? null,
      note: note ?? '',
    });
    return { commentId, status };
  },
);
