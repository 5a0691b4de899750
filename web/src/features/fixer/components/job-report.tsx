import { jobPercent } from '@civic/domain';
import { useLingui as useLinguiRuntime } from '@lingui/react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { DataTable } from '@/components/ui/data-table';
import { ProgressBar } from '@/components/ui/progress-bar';
import { ErrorState, LoadingState } from '@/components/ui/states';
import { formatNumber } from '@/lib/i18n/format';
import type { JobView } from '../api/job-view';
import { useJob } from '../api/use-job';
import { conflictSentence, JOB_TEXTS, modeLabel } from './job-texts';

export interface JobReportProps {
  jobId: string;
  /** This tab is calling continueJob for it right now. */
  driving: boolean;
  onResume: (job: JobView) => void;
  onRunFixes: (job: JobView) => void;
  /**
   * Changes each time the report is asked for (a start, a View): the report then scrolls into
   * view and takes the focus, so its heading is read out. On a phone it opens far below the button.
   */
  revealKey?: number;
}

/** A job's live state: progress bar, totals, the diff (before → after) and the conflicts. */
export function JobReport({ jobId, driving, onResume, onRunFixes, revealKey }: JobReportProps) {
  const { t } = useLingui();
  const { i18n } = useLinguiRuntime();
  const live = useJob(jobId);
  const heading = useRef<HTMLHeadingElement>(null);
  const loaded = live.state === 'ready' && live.data !== null;
  useEffect(() => {
    if (!loaded || revealKey === undefined) return;
    heading.current?.scrollIntoView({ block: 'start' });
    heading.current?.focus({ preventScroll: true });
  }, [loaded, revealKey]);
  if (live.state === 'loading') return <LoadingState label={t`Loading the job…`} />;
  if (live.state === 'error') return <ErrorState title={t`The job could not be loaded`} error={live.error} />;
  const job = live.data;
  if (!job) return <ErrorState title={t`This job no longer exists`} />;
  const title = i18n._(JOB_TEXTS[job.kind].title);
  const mode = i18n._(modeLabel(job.mode));
  const running = job.status === 'running';
  const shownChanges = formatNumber(job.changes.length);
  return (
    <section className="card stack" aria-labelledby="job-report-title" data-testid="job-report">
      <h2 id="job-report-title" ref={heading} tabIndex={-1}>
        <Trans>
          {mode}: {title}
        </Trans>
        {job.scope && (
          <>
            {' '}
            (<bdi>{job.scope}</bdi>)
          </>
        )}
      </h2>
      <ProgressBar label={job.mode === 'dry-run' ? t`Dry run progress` : t`Run progress`} value={jobPercent(job)} />
      <p role="status" aria-live="polite">
        <JobProgressSentence job={job} />
      </p>
      {job.error && (
        <p className="field__error" role="alert">
          {job.error}
        </p>
      )}
      {running && !driving && (
        <div>
          <Button onClick={() => onResume(job)}>
            <Trans>Resume</Trans>
          </Button>
          <p className="muted">
            <Trans>
              This job stopped before its end (a closed tab or a failure); resuming continues where it left off.
            </Trans>
          </p>
        </div>
      )}
      <DataTable
        caption={job.mode === 'dry-run' ? t`What a run would change` : t`What the run changed`}
        columns={[
          { header: t`Item`, cell: (c) => <bdi>{c.item}</bdi> },
          { header: t`Value`, cell: (c) => <bdi>{c.field}</bdi> },
          { header: t`Before`, cell: (c) => <bdi>{c.before}</bdi>, numeric: true },
          { header: t`After`, cell: (c) => <bdi>{c.after}</bdi>, numeric: true },
        ]}
        rows={job.changes.map((change, i) => ({ ...change, key: String(i) }))}
        rowKey={(c) => c.key}
        empty={
          <p className="muted">
            {running ? t`No differences found so far.` : t`Nothing to change: the data is consistent.`}
          </p>
        }
      />
      {job.changeCount > job.changes.length && (
        <p className="muted">
          <Plural
            value={job.changeCount}
            one={`The first ${shownChanges} of # change is listed.`}
            other={`The first ${shownChanges} of # changes are listed.`}
          />
        </p>
      )}
      {job.conflicts.length > 0 && (
        <div className="stack">
          <h3>
            <Trans>Conflicts to review (not changed)</Trans>
          </h3>
          <ul className="fixer-conflicts">
            {job.conflicts.map((conflict, i) => (
              <li key={i}>
                {/* The item names what the job read (a title, an email, an id): shown as written. */}
                <strong>
                  <bdi>{conflict.item}</bdi>
                </strong>
                : {conflictSentence(conflict)}
              </li>
            ))}
          </ul>
        </div>
      )}
      {job.mode === 'dry-run' && !running && job.changeCount > 0 && (
        <div>
          <Button variant="danger" onClick={() => onRunFixes(job)}>
            <Trans>Run these fixes</Trans>
          </Button>
        </div>
      )}
    </section>
  );
}

/**
 * "Running: 1 200 items checked of about 5 000, 3 changes to make, 1 conflict to review." Each
 * clause is its own plural message, and the frame orders them, so a language can reorder too.
 */
function JobProgressSentence({ job }: { job: JobView }) {
  const running = job.status === 'running';
  const total = formatNumber(job.total);
  const checked =
    running && job.total > job.processed ? (
      <Plural
        value={job.processed}
        one={`# item checked of about ${total}`}
        other={`# items checked of about ${total}`}
      />
    ) : (
      <Plural value={job.processed} one="# item checked" other="# items checked" />
    );
  const changes =
    job.mode === 'dry-run' ? (
      <Plural value={job.changeCount} one="# change to make" other="# changes to make" />
    ) : (
      <Plural value={job.changeCount} one="# change made" other="# changes made" />
    );
  const conflicts = <Plural value={job.conflictCount} one="# conflict to review" other="# conflicts to review" />;
  return running ? (
    <Trans>
      Running: {checked}, {changes}, {conflicts}.
    </Trans>
  ) : (
    <Trans>
      Finished: {checked}, {changes}, {conflicts}.
    </Trans>
  );
}
