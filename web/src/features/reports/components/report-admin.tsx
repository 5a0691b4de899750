import {
  REPORT_CATEGORY_LABELS,
  REPORT_LIMITS,
  REPORT_STATUS_LABELS,
  REPORT_STATUSES,
  REPORT_TRANSITIONS,
  type ReportStatus,
  type ReportSubject,
} from '@civic/domain';
import { useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { FilterButtons } from '@/components/ui/filter-buttons';
import { FormField } from '@/components/ui/form-field';
import { EmptyState, ErrorState, LoadingState } from '@/components/ui/states';
import { useAsync } from '@/lib/use-async';
import { useRunAction } from '@/lib/use-run-action';
import { countReportsByStatus } from '../api/count-reports-by-status';
import { updateReport } from '../api/update-report';
import { useReportedCommentText } from '../api/use-reported-comment-text';
import { useReportList, type ReportFilter } from '../api/use-report-list';
import { dateTime, type ReportView } from '../api/report-view';
import { ReportStatusBadge } from './report-status-badge';
import '../reports.css';

const SUBJECT_LABELS: Record<ReportSubject, string> = {
  comment: 'Comment',
  stream: 'Stream',
  poll: 'Poll',
  vote: 'Constitutional vote',
  account: 'Account',
  other: 'Other',
};
const MOVE_LABELS: Record<ReportStatus, string> = {
  open: 'Reopen',
  'in-review': 'Start review',
  resolved: 'Resolve',
  dismissed: 'Dismiss',
};

/** The comment as it was when reported (admins only read it); a moderator's delete leaves it empty. */
function ReportedComment({ reportId }: { reportId: string }) {
  const text = useReportedCommentText(reportId);
  if (text.state === 'loading') return <LoadingState label="Loading the reported comment…" />;
  if (text.state === 'error') return <ErrorState title="The reported comment could not be loaded" error={text.error} />;
  if (text.data === null) return null;
  return <blockquote aria-label="The reported comment">{text.data || '(deleted)'}</blockquote>;
}

function ReportRow({ report, commentLink }: { report: ReportView; commentLink?: (eventId: string) => ReactNode }) {
  const [note, setNote] = useState(report.note);
  const [error, setError] = useState<string | null>(null);
  const { busy, run } = useRunAction();
  async function move(status: ReportStatus) {
    const closing = status === 'resolved' || status === 'dismissed';
    if (closing && !note.trim()) {
      setError('Add a note saying how it was resolved');
      return;
    }
    setError(null);
    await run(status, () => updateReport({ reportId: report.id, status, note: note.trim() }), {
      success: `Report marked ${REPORT_STATUS_LABELS[status].toLowerCase()}.`,
    });
  }
  return (
    <li className="report" aria-label={`${SUBJECT_LABELS[report.subject]} report by ${report.reporterName}`}>
      <div className="report__head">
        <ReportStatusBadge status={report.status} />
        <strong>{SUBJECT_LABELS[report.subject]}</strong>
        <span>{REPORT_CATEGORY_LABELS[report.category]}</span>
        <span className="muted">
          by {report.reporterName}, {dateTime.format(report.createdAtMs)}
        </span>
      </div>
      <p className="report__text">{report.text}</p>
      {report.commentId !== null && <ReportedComment reportId={report.id} />}
      {report.eventId && report.commentId && commentLink?.(report.eventId)}
      {report.handledByName && report.handledAtMs && (
        <p className="muted">
          Last handled by {report.handledByName}, {dateTime.format(report.handledAtMs)}
        </p>
      )}
      <FormField label="Note" error={error}>
        <textarea rows={2} maxLength={REPORT_LIMITS.noteMax} value={note} onChange={(e) => setNote(e.target.value)} />
      </FormField>
      <div className="report__actions">
        {REPORT_TRANSITIONS[report.status].map((status) => (
          <Button
            key={status}
            variant={status === 'dismissed' ? 'secondary' : 'primary'}
            pending={busy === status}
            disabled={busy !== null}
            onClick={() => move(status)}
          >
            {MOVE_LABELS[status]}
          </Button>
        ))}
      </div>
    </li>
  );
}

/**
 * /Admin/reports: counts by status, the list under a status filter (live), and the workflow on
 * each report with a note. `commentLink` is the app's link to the comment's moderation queue.
 */
export function ReportAdmin({ commentLink }: { commentLink?: (eventId: string) => ReactNode }) {
  const [filter, setFilter] = useState<ReportFilter>('open');
  const [size, setSize] = useState<number>(REPORT_LIMITS.pageSize);
  const list = useReportList(filter, size);
  // Recounted whenever the listed reports change (a status moved here or elsewhere).
  const changeKey = list.state === 'ready' ? list.data.reports.map((r) => `${r.id}:${r.status}`).join() : null;
  const counts = useAsync(changeKey, countReportsByStatus, { keepPreviousData: true });
  const filters: ReportFilter[] = [...REPORT_STATUSES, 'all'];
  return (
    <div className="stack">
      <FilterButtons
        label="Show reports"
        options={filters.map((f) => ({
          value: f,
          label: f === 'all' ? 'All' : `${REPORT_STATUS_LABELS[f]}${counts.data ? ` (${counts.data[f]})` : ''}`,
        }))}
        value={filter}
        onChange={(f) => {
          setFilter(f);
          setSize(REPORT_LIMITS.pageSize);
        }}
      />
      {list.state === 'loading' && <LoadingState label="Loading reports…" />}
      {list.state === 'error' && <ErrorState title="Reports could not be loaded" error={list.error} />}
      {list.state === 'ready' && list.data.reports.length === 0 && (
        <EmptyState title="No reports here">
          <p>Reports users file about comments, the stream or polls appear here.</p>
        </EmptyState>
      )}
      {list.state === 'ready' && list.data.reports.length > 0 && (
        <ul className="report-list" aria-label="Reports">
          {list.data.reports.map((r) => (
            <ReportRow key={`${r.id}:${r.status}`} report={r} commentLink={commentLink} />
          ))}
        </ul>
      )}
      {list.state === 'ready' && list.data.mayHaveMore && (
        <Button variant="secondary" onClick={() => setSize((n) => n + REPORT_LIMITS.pageSize)}>
          Show more
        </Button>
      )}
    </div>
  );
}
