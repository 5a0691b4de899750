import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { ErrorState, LoadingState } from '@/components/ui/states';
import { useRunAction } from '@/lib/use-run-action';
import { formatDurationIn } from '../api/comment-labels';
import { updateCommentSettings } from '../api/update-comment-settings';
import { useCommentSettings } from '../api/use-comment-settings';

/** Slow-mode choices offered (seconds); 0 is off. The callable accepts 0 … 1 h. */
const SLOW_MODE_CHOICES = [0, 10, 30, 60, 120, 300, 600, 1800, 3600] as const;

/** The event's switches: comments on/off, slow mode and hold-all-for-review, applied at once. */
export function CommentSettingsForm({ eventId }: { eventId: string }) {
  const { t } = useLingui();
  const settings = useCommentSettings(eventId);
  const { busy, run } = useRunAction();
  if (settings.state === 'loading') return <LoadingState label={t`Loading the settings…`} />;
  if (settings.state === 'error')
    return <ErrorState title={t`The settings could not be loaded`} error={settings.error} />;
  const { enabled, holdAll, slowModeSeconds } = settings.data;
  const usual = formatDurationIn(5);
  const choice = (seconds: number) => {
    const every = formatDurationIn(seconds);
    return seconds === 0 ? t`Off` : t`One post every ${every}`;
  };
  return (
    <section className="card stack" aria-labelledby="comment-settings-title">
      <h2 id="comment-settings-title">
        <Trans>Settings for this event</Trans>
      </h2>
      <div className="author-panel__row">
        <p className="grow">{enabled ? <Trans>Comments are on.</Trans> : <Trans>Comments are off.</Trans>}</p>
        <Button
          variant={enabled ? 'danger' : 'primary'}
          pending={busy === 'enabled'}
          disabled={busy !== null}
          onClick={() =>
            run('enabled', () => updateCommentSettings({ eventId, enabled: !enabled }), {
              success: enabled ? t`Comments turned off.` : t`Comments turned on.`,
            })
          }
        >
          {enabled ? <Trans>Turn comments off</Trans> : <Trans>Turn comments on</Trans>}
        </Button>
      </div>
      <FormField
        label={t`Slow mode`}
        hint={t`The shortest time between one viewer's posts (the usual limit is ${usual}).`}
      >
        <select
          value={slowModeSeconds}
          disabled={busy !== null}
          onChange={(e) =>
            run('slow', () => updateCommentSettings({ eventId, slowModeSeconds: Number(e.target.value) }), {
              success: t`Slow mode updated.`,
            })
          }
        >
          {[...new Set([...SLOW_MODE_CHOICES, slowModeSeconds])]
            .sort((a, b) => a - b)
            .map((s) => (
              <option key={s} value={s}>
                {choice(s)}
              </option>
            ))}
        </select>
      </FormField>
      <label className="checkbox">
        <input
          type="checkbox"
          checked={holdAll}
          disabled={busy !== null}
          onChange={(e) =>
            run('hold', () => updateCommentSettings({ eventId, holdAll: e.target.checked }), {
              success: e.target.checked ? t`Every new post waits for review.` : t`New posts show at once again.`,
            })
          }
        />
        <Trans>Hold every new post for review</Trans>
      </label>
    </section>
  );
}
