import { COMMENT_LIMITS, type CommentKind } from '@civic/domain';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { functionErrorMessage } from '@/lib/firebase/functions-error';
import { formatNumber } from '@/lib/i18n/format';
import { formatDurationIn, HELD_FOR_REVIEW } from '../api/comment-labels';
import { postComment } from '../api/post-comment';
import { useCommentSettings } from '../api/use-comment-settings';

type Outcome = { kind: 'held' } | { kind: 'refused'; message: string } | null;

/**
 * Writes a comment or question. The server decides (blocks, time-outs, rate limit, slow mode,
 * blocked words); a refusal shows the server's own message, and a held post says so instead of
 * vanishing. The text stays in the box when a post is refused, so nothing typed is lost.
 */
export function CommentComposer({ eventId }: { eventId: string }) {
  const { t, i18n } = useLingui();
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
      setOutcome({ kind: 'refused', message: functionErrorMessage(error, t`Your post could not be sent; try again.`) });
    } finally {
      setPending(false);
    }
  }

  if (off) {
    return (
      <p className="alert" role="status">
        <Trans>Comments are turned off for this event.</Trans>
      </p>
    );
  }
  const textMax = COMMENT_LIMITS.textMax;
  const every = formatDurationIn(slowMode);
  const used = formatNumber(trimmed.length);
  const max = formatNumber(textMax);
  return (
    <form className="comment-composer stack" onSubmit={submit} noValidate>
      <FormField
        label={kind === 'question' ? t`Your question` : t`Your comment`}
        error={tooLong ? t`${plural(textMax, { one: 'At most # character', other: 'At most # characters' })}` : null}
        hint={slowMode > 0 ? t`Slow mode: one post every ${every}.` : undefined}
      >
        <textarea
          dir="auto"
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
          <Trans>Ask as a question</Trans>
        </label>
        <span id={counterId} className={`muted comment-composer__count${tooLong ? ' is-over' : ''}`}>
          <Trans>
            <bdi>{used}</bdi> / <bdi>{max}</bdi>
          </Trans>
        </span>
        <Button type="submit" pending={pending} pendingLabel={t`Posting…`} disabled={!trimmed || tooLong}>
          <Trans>Post</Trans>
        </Button>
      </div>
      <div aria-live="polite">
        {outcome?.kind === 'held' && <p className="alert">{i18n._(HELD_FOR_REVIEW)}</p>}
        {outcome?.kind === 'refused' && (
          <p className="alert alert--error" role="alert">
            {outcome.message}
          </p>
        )}
      </div>
    </form>
  );
}
