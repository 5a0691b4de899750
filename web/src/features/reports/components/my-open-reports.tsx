import { Trans, useLingui } from '@lingui/react/macro';
import { ErrorState, LoadingState } from '@/components/ui/states';
import { useMyOpenReports } from '../api/use-my-open-reports';
import { STATUS_LABELS } from '../report-labels';

/** The reports this user filed that an administrator has not closed yet, live. */
export function MyOpenReports({ uid }: { uid: string }) {
  const { t, i18n } = useLingui();
  const reports = useMyOpenReports(uid);
  if (reports.state === 'loading') return <LoadingState label={t`Loading your reports…`} />;
  if (reports.state === 'error')
    return <ErrorState title={t`Your reports could not be loaded`} error={reports.error} />;
  if (reports.data.length === 0) {
    return (
      <p className="muted">
        <Trans>You have no open reports.</Trans>
      </p>
    );
  }
  return (
    <ul className="my-reports">
      {reports.data.map((report) => (
        <li key={report.id}>
          <span className="badge">
            {report.status in STATUS_LABELS ? i18n._(STATUS_LABELS[report.status]) : String(report.status)}
          </span>{' '}
          <span dir="auto">{report.text}</span>
        </li>
      ))}
    </ul>
  );
}
