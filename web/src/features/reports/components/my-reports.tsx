import { REPORT_CATEGORY_LABELS, REPORT_STATUS_LABELS, REPORT_SUBJECT_LABELS } from '@civic/domain';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { ErrorState, LoadingState } from '@/components/ui/states';
import { useMyReports } from '../api/use-my-reports';
import { dateTime } from '../api/report-view';
import { ReportButton } from './report-dialog';
import { ReportStatusBadge } from './report-status-badge';
import '../reports.css';

/** Where the dashboard's "My reports" link lands. */
export const MY_REPORTS_ANCHOR = 'my-reports';

/**
 * The reporter's own reports and where each stands, live (profile's "My reports"), and "Report a
 * problem" with a poll, the vote or one's account at any time — not only in a live room.
 */
export function MyReports({ uid }: { uid: string }) {
  const mine = useMyReports(uid);
  const section = useRef<HTMLElement>(null);
  const { hash } = useLocation();
  const arrived = hash === `#${MY_REPORTS_ANCHOR}` && mine.state !== 'loading';
  useEffect(() => {
    // The router does not scroll to an anchor: arriving from the dashboard's link, go to the list.
    if (arrived) section.current?.scrollIntoView({ block: 'start' });
  }, [arrived]);
  return (
    <section className="card stack" aria-labelledby="my-reports-title" id={MY_REPORTS_ANCHOR} ref={section}>
      <h2 id="my-reports-title">My reports</h2>
      {mine.state === 'loading' && <LoadingState label="Loading your reports…" />}
      {mine.state === 'error' && <ErrorState title="Your reports could not be loaded" error={mine.error} />}
      {mine.state === 'ready' && mine.data.length === 0 && (
        <p className="muted">
          You have not reported anything. Report a problem with a poll, the constitutional vote or your account below,
          and a comment from its ⋯ menu.
        </p>
      )}
      {mine.state === 'ready' && mine.data.length > 0 && (
        <ul className="report-list">
          {mine.data.map((r) => (
            <li key={r.id} className="report" aria-label={`Report: ${REPORT_STATUS_LABELS[r.status]}`}>
              <div className="report__head">
                <ReportStatusBadge status={r.status} />
                <span>{REPORT_SUBJECT_LABELS[r.subject]}</span>
                <span className="muted">{REPORT_CATEGORY_LABELS[r.category]}</span>
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
      <div>
        <ReportButton eventId={null} commentId={null} />
      </div>
    </section>
  );
}
