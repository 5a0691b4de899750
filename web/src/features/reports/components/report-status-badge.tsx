import { useLingui } from '@lingui/react';
import type { ReportStatus } from '@civic/domain';
import { STATUS_LABELS } from '../report-labels';

export function ReportStatusBadge({ status }: { status: ReportStatus }) {
  const { i18n } = useLingui();
  return <span className={`report-status report-status--${status}`}>{i18n._(STATUS_LABELS[status])}</span>;
}
