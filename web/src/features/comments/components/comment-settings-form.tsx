import { formatDuration } from '@civic/domain';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { ErrorState, LoadingState } from '@/components/ui/states';
import { useRunAction } from '@/lib/use-run-action';
import { updateCommentSettings } from '../api/update-comment-settings';
import { useCommentSettings } from '../api/use-comment-settings';

/** Slow-mode choices offered (seconds); 0 is off. The callable accepts 0 … 1 h. */
const SLOW_MODE_CHOICES = [0, 10, 30, 60, 120, 300, 600, 1800, 3600] as const;

/** The event's switches: comments on/off, slow mode and hold-all-for-review, applied at once. */
export function CommentSettingsForm({ eventId }: { eventId: string }) {
  const settings = useCommentSettings(eventId);
  const { busy, run } = useRunAction();
  if (settings.state === 'loading') return <LoadingState label="Loading the settings…" />;
  if (settings.state === 'error') return <ErrorState title="The settings could not be loaded" error={settings.error} />;
  const { enabled, holdAll, slowModeSeconds } = settings.data;
  return (
    <section className="card stack" aria-labelledby="comment-settings-title">
      <h2 id="comment-settings-title">Settings for this event</h2>
      <div className="author-panel__row">
        <p className="grow">{enabled ? 'Comments are on.' : 'Comments are off.'}</p>
        <Button
          variant={enabled ? 'danger' : 'primary'}
          pending={busy === 'enabled'}
          disabled={busy !== null}
          onClick={() =>
            run('enabled', () => updateCommentSettings({ eventId, enabled: !enabled }), {
              success: enabled ? 'Comments turned off.' : 'Comments turned on.',
            })
          }
        >
          {enabled ? 'Turn comments off' : 'Turn comments on'}
        </Button>
      </div>
      <FormField label="Slow mode" hint="The shortest time between one viewer's posts (the usual limit is 5 s).">
        <select
          value={slowModeSeconds}
          disabled={busy !== null}
          onChange={(e) =>
            run('slow', () => updateCommentSettings({ eventId, slowModeSeconds: Number(e.target.value) }), {
              success: 'Slow mode updated.',
            })
          }
        >
          {[...new Set([...SLOW_MODE_CHOICES, slowModeSeconds])]
            .sort((a, b) => a - b)
            .map((s) => (
              <option key={s} value={s}>
                {s === 0 ? 'Off' : `One post every ${formatDuration(s)}`}
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
              success: e.target.checked ? 'Every new post waits for review.' : 'New posts show at once again.',
            })
          }
        />
        Hold every new post for review
      </label>
    </section>
  );
}
