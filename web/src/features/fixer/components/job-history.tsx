import { Trans, useLingui } from '@lingui/react/macro';
import { useLingui as useLinguiRuntime } from '@lingui/react';
import { Button } from '@/components/ui/button';
import { DataTable } from '@/components/ui/data-table';
import { ErrorState, LoadingState } from '@/components/ui/states';
import { formatDateTime, formatNumber } from '@/lib/i18n/format';
import { RECENT_JOBS, useRecentJobs } from '../api/use-recent-jobs';
import { JOB_TEXTS, modeLabel } from './job-texts';

/** The last jobs, live, newest first; "View" opens one's report (and Resume if unfinished). */
export function JobHistory({ onView }: { onView: (jobId: string) => void }) {
  const { t } = useLingui();
  const { i18n } = useLinguiRuntime();
  const jobs = useRecentJobs();
  if (jobs.state === 'loading') return <LoadingState label={t`Loading recent jobs…`} />;
  if (jobs.state === 'error') return <ErrorState title={t`Recent jobs could not be loaded`} error={jobs.error} />;
  const recent = RECENT_JOBS;
  return (
    // The screen's "Recent jobs" heading names this list; the caption says what the table holds,
    // rather than repeating that name to a screen reader.
    <DataTable
      caption={t`The last ${recent} jobs, newest first`}
      captionHidden
      columns={[
        {
          header: t`Job`,
          cell: (job) => (
            <>
              {i18n._(JOB_TEXTS[job.kind].title)}
              {job.scope && (
                <>
                  {' '}
                  (<bdi>{job.scope}</bdi>)
                </>
              )}
            </>
          ),
        },
        { header: t`Mode`, cell: (job) => i18n._(modeLabel(job.mode)) },
        { header: t`Started`, cell: (job) => (job.startedAtMs === null ? '…' : formatDateTime(job.startedAtMs)) },
        {
          header: t`Status`,
          cell: (job) =>
            job.status === 'done' ? t({ message: 'Finished', context: 'a maintenance job' }) : t`Unfinished`,
        },
        { header: t`Changes`, cell: (job) => formatNumber(job.changeCount), numeric: true },
        { header: t`Conflicts`, cell: (job) => formatNumber(job.conflictCount), numeric: true },
        {
          header: t({ message: 'Report', context: 'noun: a maintenance job’s report' }),
          cell: (job) => {
            const id = job.id;
            return (
              <Button variant="secondary" onClick={() => onView(id)} aria-label={t`View job ${id}`}>
                <Trans>View</Trans>
              </Button>
            );
          },
        },
      ]}
      rows={jobs.data}
      rowKey={(job) => job.id}
      empty={
        <p className="muted">
          <Trans>No job has run yet. Start with a dry run: it shows what would change.</Trans>
        </p>
      }
    />
  );
}
