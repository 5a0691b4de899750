import { REPORT_STATUS_LABELS, type ReportStatus } from '@civic/domain';

export function ReportStatusBadge({ status }: { status: ReportStatus }) {
  return <span className={`report-status report-status--${status}`}>{REPORT_STATUS_LABELS[status]}</span>;
}
