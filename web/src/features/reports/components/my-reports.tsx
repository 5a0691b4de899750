import { REPORT_CATEGORY_LABELS, REPORT_STATUS_LABELS } from '@civic/domain';
import { ErrorState, LoadingState } from '@/components/ui/states';
import { useMyReports } from '../api/report-actions';
import { dateTime } from '../api/report-view';
import { ReportStatusBadge } from './report-status-badge';
import '../reports.css';

/** The reporter's own reports and where each stands, live (profile's "My reports"). */
export function MyReports({ uid }: { uid: string }) {
  const mine = useMyReports(uid);
  return (
    <section className="card stack" aria-labelledby="my-reports-title">
      <h2 id="my-reports-title">My reports</h2>
      {mine.state === 'loading' && <LoadingState label="Loading your reports…" />}
      {mine.state === 'error' && <ErrorState title="Your reports could not be loaded" error={mine.error} />}
      {mine.state === 'ready' && mine.data.length === 0 && (
        <p className="muted">
          You have not reported anything. Use "Report" on a comment or "Report a problem" in the live room.
        </p>
      )}
      {mine.state === 'ready' && mine.data.length > 0 && (
        <ul className="report-list">
          {mine.data.map((r) => (
            <li key={r.id} className="report" aria-label={`Report: ${REPORT_STATUS_LABELS[r.status]}`}>
              <div className="report__head">
                <ReportStatusBadge status={r.status} />
                <span>{REPORT_CATEGORY_LABELS[r.category]}</span>
                <span className="muted">{dateTime.format(r.createdAtMs)}</span>
              </div>
              <p className="report__text">{r.text}</p>
              {r.note && (r.status === 'resolved' || r.status === 'dismissed') && (
                <p className="report__note">
                  <strong>Moderator's note:</strong> {r.note}
                </p>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
