import { COMMENT_LIMITS, formatDuration, HELD_FOR_REVIEW_MESSAGE, type CommentKind } from '@civic/domain';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { functionErrorMessage } from '@/lib/firebase/functions-error';
import { postComment } from '../api/post-comment';
import { useCommentSettings } from '../api/use-comment-settings';

type Outcome = { kind: 'held' } | { kind: 'refused'; message: string } | null;

/**
 * Writes a comment or question. The server decides (blocks, time-outs, rate limit, slow mode,
 * blocked words); a refusal shows the server's own message, and a held post says so instead of
 * vanishing. The text stays in the box when a post is refused, so nothing typed is lost.
 */
export function CommentComposer({ eventId }: { eventId: string }) {
  const settings = useCommentSettings(eventId);
  const [text, setText] = useState('');
  const [kind, setKind] = useState<CommentKind>('comment');
  const [pending, setPending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const counterId = useId();
  const off = settings.state === 'ready' && !settings.data.enabled;
  const slowMode = settings.state === 'ready' ? settings.data.slowModeSeconds : 0;
  const trimmed = text.trim();
  const tooLong = trimmed.length > COMMENT_LIMITS.textMax;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!trimmed || tooLong) return;
    setPending(true);
    setOutcome(null);
    try {
      const result = await postComment(eventId, trimmed, kind);
      setText('');
      setKind('comment');
      setOutcome(result.status === 'held' ? { kind: 'held' } : null);
    } catch (error) {
      setOutcome({ kind: 'refused', message: functionErrorMessage(error, 'Your post could not be sent; try again.') });
    } finally {
      setPending(false);
    }
  }

  if (off) {
    return (
      <p className="alert" role="status">
        Comments are turned off for this event.
      </p>
    );
  }
  return (
    <form className="comment-composer stack" onSubmit={submit} noValidate>
      <FormField
        label={kind === 'question' ? 'Your question' : 'Your comment'}
        error={tooLong ? `At most ${COMMENT_LIMITS.textMax} characters` : null}
        hint={slowMode > 0 ? `Slow mode: one post every ${formatDuration(slowMode)}.` : undefined}
      >
        <textarea
          rows={2}
          value={text}
          maxLength={COMMENT_LIMITS.textMax * 2}
          aria-describedby={counterId}
          onChange={(e) => setText(e.target.value)}
        />
      </FormField>
      <div className="comment-composer__row">
        <label className="checkbox">
          <input
            type="checkbox"
            checked={kind === 'question'}
            onChange={(e) => setKind(e.target.checked ? 'question' : 'comment')}
          />
          Ask as a question
        </label>
        <span id={counterId} className={`muted comment-composer__count${tooLong ? ' is-over' : ''}`}>
          {trimmed.length} / {COMMENT_LIMITS.textMax}
        </span>
        <Button type="submit" pending={pending} pendingLabel="Posting…" disabled={!trimmed || tooLong}>
          Post
        </Button>
      </div>
      <div aria-live="polite">
        {outcome?.kind === 'held' && <p className="alert">{HELD_FOR_REVIEW_MESSAGE}</p>}
        {outcome?.kind === 'refused' && (
          <p className="alert alert--error" role="alert">
            {outcome.message}
          </p>
        )}
      </div>
    </form>
  );
}
