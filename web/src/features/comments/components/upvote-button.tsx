import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { notify } from '@/lib/notifications';
import { upvoteQuestion } from '../api/upvote-question';
import { useMyUpvote } from '../api/use-my-upvote';
import type { CommentView } from '../api/comment-view';

/**
 * One upvote per account (the rules refuse a second): the button shows the count and is pressed
 * once the viewer's upvote exists. The author cannot upvote their own question.
 */
export function UpvoteButton({ comment, uid, own }: { comment: CommentView; uid: string; own: boolean }) {
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
      disabled={own || upvoted || mine.state !== 'ready'}
      pending={pending}
      onClick={upvote}
      aria-label={`Upvote (${comment.upvotes} ${comment.upvotes === 1 ? 'vote' : 'votes'})`}
    >
      ▲ {comment.upvotes}
    </Button>
  );
}
