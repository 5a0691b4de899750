import { JOB_DESCRIPTIONS, jobPercent } from '@civic/domain';
import { useEffect, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { DataTable } from '@/components/ui/data-table';
import { ProgressBar } from '@/components/ui/progress-bar';
import { ErrorState, LoadingState } from '@/components/ui/states';
import type { JobView } from '../api/job-view';
import { useJob } from '../api/use-job';

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

const plural = (n: number, one: string, many = `${one}s`) => `${n.toLocaleString()} ${n === 1 ? one : many}`;

/** A job's live state: progress bar, totals, the diff (before → after) and the conflicts. */
export function JobReport({ jobId, driving, onResume, onRunFixes, revealKey }: JobReportProps) {
  const live = useJob(jobId);
  const heading = useRef<HTMLHeadingElement>(null);
  const loaded = live.state === 'ready' && live.data !== null;
  useEffect(() => {
    if (!loaded || revealKey === undefined) return;
    heading.current?.scrollIntoView({ block: 'start' });
    heading.current?.focus({ preventScroll: true });
  }, [loaded, revealKey]);
  if (live.state === 'loading') return <LoadingState label="Loading the job…" />;
  if (live.state === 'error') return <ErrorState title="The job could not be loaded" error={live.error} />;
  const job = live.data;
  if (!job) return <ErrorState title="This job no longer exists" />;
  const { title } = JOB_DESCRIPTIONS[job.kind];
  const running = job.status === 'running';
  const modeLabel = job.mode === 'dry-run' ? 'Dry run' : 'Run';
  return (
    <section className="card stack" aria-labelledby="job-report-title" data-testid="job-report">
      <h2 id="job-report-title" ref={heading} tabIndex={-1}>
        {modeLabel}: {title}
        {job.scope ? ` (${job.scope})` : ''}
      </h2>
      <ProgressBar label={`${modeLabel} progress`} value={jobPercent(job)} />
      <p role="status" aria-live="polite">
        {running ? 'Running' : 'Finished'}: {plural(job.processed, 'item')} checked
        {running && job.total > job.processed ? ` of about ${job.total.toLocaleString()}` : ''},{' '}
        {plural(
          job.changeCount,
          job.mode === 'dry-run' ? 'change to make' : 'change made',
          job.mode === 'dry-run' ? 'changes to make' : 'changes made',
        )}
        , {plural(job.conflictCount, 'conflict')} to review.
      </p>
      {job.error && (
        <p className="field__error" role="alert">
          {job.error}
        </p>
      )}
      {running && !driving && (
        <div>
          <Button onClick={() => onResume(job)}>Resume</Button>
          <p className="muted">
            This job stopped before its end (a closed tab or a failure); resuming continues where it left off.
          </p>
        </div>
      )}
      <DataTable
        caption={job.mode === 'dry-run' ? 'What a run would change' : 'What the run changed'}
        columns={[
          { header: 'Item', cell: (c) => c.item },
          { header: 'Value', cell: (c) => c.field },
          { header: 'Before', cell: (c) => c.before, numeric: true },
          { header: 'After', cell: (c) => c.after, numeric: true },
        ]}
        rows={job.changes.map((change, i) => ({ ...change, key: String(i) }))}
        rowKey={(c) => c.key}
        empty={
          <p className="muted">
            {running ? 'No differences found so far.' : 'Nothing to change: the data is consistent.'}
          </p>
        }
      />
      {job.changeCount > job.changes.length && (
        <p className="muted">
          The first {job.changes.length} of {job.changeCount.toLocaleString()} changes are listed.
        </p>
      )}
      {job.conflicts.length > 0 && (
        <div className="stack">
          <h3>Conflicts to review (not changed)</h3>
          <ul className="fixer-conflicts">
            {job.conflicts.map((conflict, i) => (
              <li key={i}>
                <strong>{conflict.item}</strong>: {conflict.problem}
              </li>
            ))}
          </ul>
        </div>
      )}
      {job.mode === 'dry-run' && !running && job.changeCount > 0 && (
        <div>
          <Button variant="danger" onClick={() => onRunFixes(job)}>
            Run these fixes
          </Button>
        </div>
      )}
    </section>
  );
}
