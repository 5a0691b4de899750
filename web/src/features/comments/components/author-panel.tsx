import { TIMEOUT_CHOICES, type AuthorAction } from '@civic/domain';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { ErrorState, LoadingState } from '@/components/ui/states';
import { useNow } from '@/lib/use-now';
import { useRunAction } from '@/lib/use-run-action';
import { formatDurationIn } from '../api/comment-labels';
import { moderateAuthor } from '../api/moderate-author';
import { useAuthorPosts } from '../api/use-author-posts';
import { useCommenterState } from '../api/use-commenter-state';
import { CommentItem } from './comment-item';

const DONE: Record<AuthorAction, MessageDescriptor> = {
  timeout: msg`Timed out.`,
  'clear-timeout': msg`Timeout lifted.`,
  block: msg`Blocked from commenting.`,
  unblock: msg`Unblocked.`,
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
  const { t, i18n } = useLingui();
  const state = useCommenterState(uid);
  const posts = useAuthorPosts(eventId, uid);
  const now = useNow(1000);
  const [duration, setDuration] = useState<number>(TIMEOUT_CHOICES[2]);
  const { busy, run } = useRunAction();
  const act = (action: AuthorAction) =>
    run(action, () => moderateAuthor({ uid, action, ...(action === 'timeout' ? { durationSeconds: duration } : {}) }), {
      success: i18n._(DONE[action]),
    });
  const timedOut = state.state === 'ready' && state.data.timedOutUntilMs !== null && state.data.timedOutUntilMs > now;
  const blocked = state.state === 'ready' && state.data.blocked;
  const left = timedOut ? formatDurationIn((state.data.timedOutUntilMs! - now) / 1000) : '';

  return (
    <section className="card stack author-panel" aria-labelledby="author-panel-title">
      <div className="author-panel__head">
        <h2 id="author-panel-title" dir="auto">
          {name}
        </h2>
        <Button variant="secondary" onClick={onClose}>
          <Trans>Close</Trans>
        </Button>
      </div>
      {state.state === 'loading' && <LoadingState label={t`Loading the author's state…`} />}
      {state.state === 'error' && <ErrorState title={t`The author's state could not be loaded`} error={state.error} />}
      {state.state === 'ready' && (
        <p role="status">
          {blocked ? (
            <Trans>Blocked from commenting until unblocked.</Trans>
          ) : timedOut ? (
            <Trans>Timed out for {left} more.</Trans>
          ) : (
            <Trans>May comment.</Trans>
          )}
        </p>
      )}
      <div className="author-panel__row">
        <FormField label={t`Time out for`}>
          <select value={duration} onChange={(e) => setDuration(Number(e.target.value))}>
            {TIMEOUT_CHOICES.map((s) => (
              <option key={s} value={s}>
                {formatDurationIn(s)}
              </option>
            ))}
          </select>
        </FormField>
        <Button pending={busy === 'timeout'} disabled={busy !== null} onClick={() => act('timeout')}>
          <Trans>Time out</Trans>
        </Button>
        {timedOut && (
          <Button
            variant="secondary"
            pending={busy === 'clear-timeout'}
            disabled={busy !== null}
            onClick={() => act('clear-timeout')}
          >
            <Trans>Lift timeout</Trans>
          </Button>
        )}
        {blocked ? (
          <Button
            variant="secondary"
            pending={busy === 'unblock'}
            disabled={busy !== null}
            onClick={() => act('unblock')}
          >
            <Trans>Unblock</Trans>
          </Button>
        ) : (
          <Button variant="danger" pending={busy === 'block'} disabled={busy !== null} onClick={() => act('block')}>
            <Trans>Block from commenting</Trans>
          </Button>
        )}
      </div>
      <h3>
        <Trans>Recent posts in this event</Trans>
      </h3>
      {posts.state === 'loading' && <LoadingState label={t`Loading posts…`} />}
      {posts.state === 'error' && <ErrorState title={t`Posts could not be loaded`} error={posts.error} />}
      {posts.state === 'ready' && posts.data.length === 0 && (
        <p className="muted">
          <Trans>No posts in this event.</Trans>
        </p>
      )}
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
