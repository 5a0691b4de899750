import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { ErrorState, LoadingState } from '@/components/ui/states';
import { useMyReports } from '../api/use-my-reports';
import { formatDateTime } from '@/lib/i18n/format';
import { CATEGORY_LABELS, STATUS_LABELS, SUBJECT_LABELS } from '../report-labels';
import { ReportButton } from './report-button';
import { ReportStatusBadge } from './report-status-badge';
import '../reports.css';

/** Where the dashboard's "My reports" link lands. */
export const MY_REPORTS_ANCHOR = 'my-reports';

/**
 * The reporter's own reports and where each stands, live (profile's "My reports"), and "Report a
 * problem" with a poll, the vote or one's account at any time — not only in a live room.
 */
export function MyReports({ uid }: { uid: string }) {
  const { t, i18n } = useLingui();
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
      <h2 id="my-reports-title">
        <Trans>My reports</Trans>
      </h2>
      {mine.state === 'loading' && <LoadingState label={t`Loading your reports…`} />}
      {mine.state === 'error' && <ErrorState title={t`Your reports could not be loaded`} error={mine.error} />}
      {mine.state === 'ready' && mine.data.length === 0 && (
        <p className="muted">
          <Trans>
            You have not reported anything. Report a problem with a poll, the constitutional vote or your account below,
            and a comment from its ⋯ menu.
          </Trans>
        </p>
      )}
      {mine.state === 'ready' && mine.data.length > 0 && (
        <ul className="report-list">
          {mine.data.map((r) => {
            const status = i18n._(STATUS_LABELS[r.status]);
            return (
              <li key={r.id} className="report" aria-label={t`Report: ${status}`}>
                <div className="report__head">
                  <ReportStatusBadge status={r.status} />
                  <span>{i18n._(SUBJECT_LABELS[r.subject])}</span>
                  <span className="muted">{i18n._(CATEGORY_LABELS[r.category])}</span>
                  <span className="muted">{formatDateTime(r.createdAtMs)}</span>
                </div>
                <p className="report__text" dir="auto">
                  {r.text}
                </p>
                {r.note && (r.status === 'resolved' || r.status === 'dismissed') && (
                  <p className="report__note">
                    <strong>
                      <Trans>Moderator’s note:</Trans>
                    </strong>{' '}
                    <span dir="auto">{r.note}</span>
                  </p>
                )}
              </li>
            );
          })}
        </ul>
      )}
      <div>
        <ReportButton eventId={null} commentId={null} />
      </div>
    </section>
  );
}
