import { Trans, useLingui } from '@lingui/react/macro';
import { REPORT_LIMITS, REPORT_STATUSES, REPORT_TRANSITIONS, type ReportStatus } from '@civic/domain';
import { useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { FilterButtons } from '@/components/ui/filter-buttons';
import { FormField } from '@/components/ui/form-field';
import { EmptyState, ErrorState, LoadingState } from '@/components/ui/states';
import { formatDateTime, formatNumber } from '@/lib/i18n/format';
import { useAsync } from '@/lib/use-async';
import { useRunAction } from '@/lib/use-run-action';
import { countReportsByStatus } from '../api/count-reports-by-status';
import { updateReport } from '../api/update-report';
import { useReportedCommentText } from '../api/use-reported-comment-text';
import { useReportList, type ReportFilter } from '../api/use-report-list';
import type { ReportView } from '../api/report-view';
import { CATEGORY_LABELS, MOVE_LABELS, MOVED_LABELS, STATUS_LABELS, SUBJECT_NAMES } from '../report-labels';
import { ReportStatusBadge } from './report-status-badge';
import '../reports.css';

/** The comment as it was when reported (admins only read it); a moderator's delete leaves it empty. */
function ReportedComment({ reportId }: { reportId: string }) {
  const { t } = useLingui();
  const text = useReportedCommentText(reportId);
  if (text.state === 'loading') return <LoadingState label={t`Loading the reported comment…`} />;
  if (text.state === 'error') {
    return <ErrorState title={t`The reported comment could not be loaded`} error={text.error} />;
  }
  if (text.data === null) return null;
  return (
    <blockquote aria-label={t`The reported comment`} dir="auto">
      {text.data || t`(deleted)`}
    </blockquote>
  );
}

function ReportRow({ report, commentLink }: { report: ReportView; commentLink?: (eventId: string) => ReactNode }) {
  const { t, i18n } = useLingui();
  const [note, setNote] = useState(report.note);
  const [error, setError] = useState<string | null>(null);
  const { busy, run } = useRunAction();
  async function move(status: ReportStatus) {
    const closing = status === 'resolved' || status === 'dismissed';
    if (closing && !note.trim()) {
      setError(t`Add a note saying how it was resolved`);
      return;
    }
    setError(null);
    await run(status, () => updateReport({ reportId: report.id, status, note: note.trim() }), {
      success: i18n._(MOVED_LABELS[status]),
    });
  }
  const subject = i18n._(SUBJECT_NAMES[report.subject]);
  const reporter = report.reporterName;
  const created = formatDateTime(report.createdAtMs);
  const handler = report.handledByName ?? '';
  const handled = report.handledAtMs ? formatDateTime(report.handledAtMs) : '';
  return (
    <li className="report" aria-label={t`${subject} report by ${reporter}`}>
      <div className="report__head">
        <ReportStatusBadge status={report.status} />
        <strong>{subject}</strong>
        <span>{i18n._(CATEGORY_LABELS[report.category])}</span>
        <span className="muted">
          <Trans>
            by <bdi>{reporter}</bdi>, {created}
          </Trans>
        </span>
      </div>
      <p className="report__text" dir="auto">
        {report.text}
      </p>
      {report.commentId !== null && <ReportedComment reportId={report.id} />}
      {report.eventId && report.commentId && commentLink?.(report.eventId)}
      {report.handledByName && report.handledAtMs && (
        <p className="muted">
          <Trans>
            Last handled by <bdi>{handler}</bdi>, {handled}
          </Trans>
        </p>
      )}
      <FormField label={t`Note`} error={error}>
        <textarea
          dir="auto"
          rows={2}
          maxLength={REPORT_LIMITS.noteMax}
          value={note}
          onChange={(e) => setNote(e.target.value)}
        />
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
            {i18n._(MOVE_LABELS[status])}
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
  const { t, i18n } = useLingui();
  const filters: ReportFilter[] = [...REPORT_STATUSES, 'all'];
  const filterLabel = (f: ReportStatus) => {
    const name = i18n._(STATUS_LABELS[f]);
    if (!counts.data) return name;
    const count = formatNumber(counts.data[f]);
    return t`${name} (${count})`;
  };
  return (
    <div className="stack">
      <FilterButtons
        label={t`Show reports`}
        options={filters.map((f) => ({
          value: f,
          label: f === 'all' ? t`All` : filterLabel(f),
        }))}
        value={filter}
        onChange={(f) => {
          setFilter(f);
          setSize(REPORT_LIMITS.pageSize);
        }}
      />
      {list.state === 'loading' && <LoadingState label={t`Loading reports…`} />}
      {list.state === 'error' && <ErrorState title={t`Reports could not be loaded`} error={list.error} />}
      {list.state === 'ready' && list.data.reports.length === 0 && (
        <EmptyState title={t`No reports here`}>
          <p>
            <Trans>Reports users file about comments, the stream or polls appear here.</Trans>
          </p>
        </EmptyState>
      )}
      {list.state === 'ready' && list.data.reports.length > 0 && (
        <ul className="report-list" aria-label={t`Reports`}>
          {list.data.reports.map((r) => (
            <ReportRow key={`${r.id}:${r.status}`} report={r} commentLink={commentLink} />
          ))}
        </ul>
      )}
      {list.state === 'ready' && list.data.mayHaveMore && (
        <Button variant="secondary" onClick={() => setSize((n) => n + REPORT_LIMITS.pageSize)}>
          <Trans>Show more</Trans>
        </Button>
      )}
    </div>
  );
}
