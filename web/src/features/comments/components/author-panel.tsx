import { formatDuration, TIMEOUT_CHOICES, type AuthorAction } from '@civic/domain';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { ErrorState, LoadingState } from '@/components/ui/states';
import { useNow } from '@/lib/use-now';
import { useRunAction } from '@/lib/use-run-action';
import { moderateAuthor } from '../api/moderate-author';
import { useAuthorPosts } from '../api/use-author-posts';
import { useCommenterState } from '../api/use-commenter-state';
import { CommentItem } from './comment-item';

const DONE: Record<AuthorAction, string> = {
  timeout: 'Timed out.',
  'clear-timeout': 'Timeout lifted.',
  block: 'Blocked from commenting.',
  unblock: 'Unblocked.',
};

/** One author: their state, a timeout (10 s … 24 h), block / unblock, and their recent posts. */
export function AuthorPanel({
  eventId,
  uid,
  name,
  onClose,
}: {
  eventId: string;
  uid: string;
  name: string;
  onClose: () => void;
}) {
  const state = useCommenterState(uid);
  const posts = useAuthorPosts(eventId, uid);
  const now = useNow(1000);
  const [duration, setDuration] = useState<number>(TIMEOUT_CHOICES[2]);
  const { busy, run } = useRunAction();
  const act = (action: AuthorAction) =>
    run(action, () => moderateAuthor({ uid, action, ...(action === 'timeout' ? { durationSeconds: duration } : {}) }), {
      success: DONE[action],
    });
  const timedOut = state.state === 'ready' && state.data.timedOutUntilMs !== null && state.data.timedOutUntilMs > now;
  const blocked = state.state === 'ready' && state.data.blocked;

  return (
    <section className="card stack author-panel" aria-labelledby="author-panel-title">
      <div className="author-panel__head">
        <h2 id="author-panel-title">{name}</h2>
        <Button variant="secondary" onClick={onClose}>
          Close
        </Button>
      </div>
      {state.state === 'loading' && <LoadingState label="Loading the author's state…" />}
      {state.state === 'error' && <ErrorState title="The author's state could not be loaded" error={state.error} />}
      {state.state === 'ready' && (
        <p role="status">
          {blocked
            ? 'Blocked from commenting until unblocked.'
            : timedOut
              ? `Timed out for ${formatDuration((state.data.timedOutUntilMs! - now) / 1000)} more.`
              : 'May comment.'}
        </p>
      )}
      <div className="author-panel__row">
        <FormField label="Time out for">
          <select value={duration} onChange={(e) => setDuration(Number(e.target.value))}>
            {TIMEOUT_CHOICES.map((s) => (
              <option key={s} value={s}>
                {formatDuration(s)}
              </option>
            ))}
          </select>
        </FormField>
        <Button pending={busy === 'timeout'} disabled={busy !== null} onClick={() => act('timeout')}>
          Time out
        </Button>
        {timedOut && (
          <Button
            variant="secondary"
            pending={busy === 'clear-timeout'}
            disabled={busy !== null}
            onClick={() => act('clear-timeout')}
          >
            Lift timeout
          </Button>
        )}
        {blocked ? (
          <Button
            variant="secondary"
            pending={busy === 'unblock'}
            disabled={busy !== null}
            onClick={() => act('unblock')}
          >
            Unblock
          </Button>
        ) : (
          <Button variant="danger" pending={busy === 'block'} disabled={busy !== null} onClick={() => act('block')}>
            Block from commenting
          </Button>
        )}
      </div>
      <h3>Recent posts in this event</h3>
      {posts.state === 'loading' && <LoadingState label="Loading posts…" />}
      {posts.state === 'error' && <ErrorState title="Posts could not be loaded" error={posts.error} />}
      {posts.state === 'ready' && posts.data.length === 0 && <p className="muted">No posts in this event.</p>}
      {posts.state === 'ready' && posts.data.length > 0 && (
        <ul className="comment-list">
          {posts.data.map((c) => (
            <li key={c.id}>
              <CommentItem comment={c} moderation />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
