import { REPORT_STATUS_LABELS } from '@civic/domain';
import { ErrorState, LoadingState } from '@/components/ui/states';
import { useMyOpenReports } from '../api/use-my-open-reports';

/** The reports this user filed that an administrator has not closed yet, live. */
export function MyOpenReports({ uid }: { uid: string }) {
  const reports = useMyOpenReports(uid);
  if (reports.state === 'loading') return <LoadingState label="Loading your reports…" />;
  if (reports.state === 'error') return <ErrorState title="Your reports could not be loaded" error={reports.error} />;
  if (reports.data.length === 0) return <p className="muted">You have no open reports.</p>;
  return (
    <ul className="my-reports">
      {reports.data.map((report) => (
        <li key={report.id}>
          <span className="badge">{REPORT_STATUS_LABELS[report.status] ?? String(report.status)}</span> {report.text}
        </li>
      ))}
    </ul>
  );
}
