import { JOB_DESCRIPTIONS } from '@civic/domain';
import { Button } from '@/components/ui/button';
import { DataTable } from '@/components/ui/data-table';
import { ErrorState, LoadingState } from '@/components/ui/states';
import { RECENT_JOBS, useRecentJobs } from '../api/use-recent-jobs';

const when = (ms: number) => new Date(ms).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** The last jobs, live, newest first; "View" opens one's report (and Resume if unfinished). */
export function JobHistory({ onView }: { onView: (jobId: string) => void }) {
  const jobs = useRecentJobs();
  if (jobs.state === 'loading') return <LoadingState label="Loading recent jobs…" />;
  if (jobs.state === 'error') return <ErrorState title="Recent jobs could not be loaded" error={jobs.error} />;
  return (
    // The screen's "Recent jobs" heading names this list; the caption says what the table holds,
    // rather than repeating that name to a screen reader.
    <DataTable
      caption={`The last ${RECENT_JOBS} jobs, newest first`}
      captionHidden
      columns={[
        { header: 'Job', cell: (job) => JOB_DESCRIPTIONS[job.kind].title + (job.scope ? ` (${job.scope})` : '') },
        { header: 'Mode', cell: (job) => (job.mode === 'dry-run' ? 'Dry run' : 'Run') },
        { header: 'Started', cell: (job) => (job.startedAtMs === null ? '…' : when(job.startedAtMs)) },
        { header: 'Status', cell: (job) => (job.status === 'done' ? 'Finished' : 'Unfinished') },
        { header: 'Changes', cell: (job) => job.changeCount.toLocaleString(), numeric: true },
        { header: 'Conflicts', cell: (job) => job.conflictCount.toLocaleString(), numeric: true },
        {
          header: 'Report',
          cell: (job) => (
            <Button variant="secondary" onClick={() => onView(job.id)} aria-label={`View job ${job.id}`}>
              View
            </Button>
          ),
        },
      ]}
      rows={jobs.data}
      rowKey={(job) => job.id}
      empty={<p className="muted">No job has run yet. Start with a dry run: it shows what would change.</p>}
    />
  );
}
