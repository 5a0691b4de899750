import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { canUpvoteComment } from '@/lib/authorization';
import { notify } from '@/lib/notifications';
import { useUser } from '@/lib/session/session-store';
import { upvoteQuestion } from '../api/upvote-question';
import { useMyUpvote } from '../api/use-my-upvote';
import type { CommentView } from '../api/comment-view';

/**
 * One upvote per account (the rules refuse a second): the button says "Upvote" and the count, and is pressed
 * once the viewer's upvote exists. Who may upvote is canUpvoteComment (lib/authorization.ts): not
 * the author of the question.
 */
export function UpvoteButton({ comment, uid }: { comment: CommentView; uid: string }) {
  const allowed = canUpvoteComment(useUser(), comment);
  const mine = useMyUpvote(comment.eventId, comment.id, uid);
  const [pending, setPending] = useState(false);
  const upvoted = mine.state === 'ready' && mine.data;
  async function upvote() {
    setPending(true);
    try {
      await upvoteQuestion(comment.eventId, comment.id, uid);
    } catch {
      notify.error('Your upvote was not counted; you can upvote a question once.');
    } finally {
      setPending(false);
    }
  }
  return (
    <Button
      variant="secondary"
      className="upvote"
      aria-pressed={upvoted}
      disabled={!allowed || upvoted || mine.state !== 'ready'}
      pending={pending}
      onClick={upvote}
    >
      {/* The name is the words shown (WCAG 2.5.3: a speech-control user says what they see), then
          what the number counts; the arrow is decoration. */}
      <span aria-hidden="true">▲</span> Upvote {comment.upvotes}{' '}
      <span className="visually-hidden">{comment.upvotes === 1 ? 'vote' : 'votes'}</span>
    </Button>
  );
}
