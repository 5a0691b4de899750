import { SCOPED_JOBS, documentIdSchema, type JobKind, type JobMode } from '@civic/domain';
import { useLingui as useLinguiRuntime } from '@lingui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { ErrorAlert } from '@/components/ui/error-alert';
import { FormField } from '@/components/ui/form-field';
import { JOB_TEXTS } from './job-texts';

const scopeSchema = documentIdSchema('id');

export interface JobLauncherProps {
  kind: JobKind;
  /** Which of this card's buttons is starting a job, if any. */
  starting: JobMode | null;
  disabled: boolean;
  /** Why the server refused to start this job last time (e.g. a service it needs is not running). */
  refusal: string | null;
  /** Why this job cannot run here at all (a service it needs does not run): said before any click. */
  unavailable?: string | null;
  onStart: (kind: JobKind, mode: JobMode, scope: string | null) => void;
}

/** One job: what it does, an optional poll/ballot id to limit it to, Dry run and Run. */
export function JobLauncher({ kind, starting, disabled, refusal, unavailable = null, onStart }: JobLauncherProps) {
  const { t } = useLingui();
  const { i18n } = useLinguiRuntime();
  const texts = JOB_TEXTS[kind];
  const scopeLabel = texts.scopeLabel && i18n._(texts.scopeLabel);
  const titleId = useId();
  const unavailableId = useId();
  const buttonProps = {
    disabled: disabled || unavailable !== null,
    'aria-describedby': unavailable ? unavailableId : undefined,
  };
  const [scope, setScope] = useState('');
  const [error, setError] = useState<string | null>(null);
  const start = (mode: JobMode) => {
    const trimmed = scope.trim();
    if (trimmed) {
      const parsed = scopeSchema.safeParse(trimmed);
      // One sentence for every way an id can be wrong (the schema's own messages are English).
      if (!parsed.success)
        return setError(t`Not a valid id: letters, digits, - and _ only; names like __x__ are reserved.`);
    }
    setError(null);
    onStart(kind, mode, trimmed || null);
  };
  return (
    <article className="card stack fixer-job" aria-labelledby={titleId}>
      <h2 id={titleId}>{i18n._(texts.title)}</h2>
      <p className="muted">{i18n._(texts.summary)}</p>
      {SCOPED_JOBS.includes(kind) && scopeLabel && (
        <FormField label={scopeLabel} error={error}>
          <input value={scope} onChange={(e) => setScope(e.target.value)} autoComplete="off" spellCheck={false} />
        </FormField>
      )}
      {unavailable && (
        <p id={unavailableId} className="fixer-job__unavailable">
          {unavailable}
        </p>
      )}
      <ErrorAlert>{refusal}</ErrorAlert>
      <div className="fixer-job__actions">
        <Button
          variant="secondary"
          {...buttonProps}
          pending={starting === 'dry-run'}
          pendingLabel={t`Starting…`}
          onClick={() => start('dry-run')}
        >
          <Trans>Dry run</Trans>
        </Button>
        <Button
          variant="danger"
          {...buttonProps}
          pending={starting === 'run'}
          pendingLabel={t`Starting…`}
          onClick={() => start('run')}
        >
          <Trans>Run</Trans>
        </Button>
      </div>
    </article>
  );
}
