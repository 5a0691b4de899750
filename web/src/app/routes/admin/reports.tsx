/**
 * /Admin/reports: reports filed by users and their workflow (features/reports), and the
 * Analytics tab (`?tab=analytics`, no path parameters): one event's numbers, charts and CSV
 * exports (features/analytics), for an event picked from features/events. A comment report
 * links to the moderation queue of its event (features/comments at /Admin/comments).
 */
import { msg } from '@lingui/core/macro';
import { useLingui as useLinguiRuntime } from '@lingui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useSearchParams } from 'react-router';
import { PageHeader } from '@/components/ui/page-header';
import { PersonalDataNotice } from '@/components/ui/personal-data-notice';
import { paths } from '@/config/paths';
import { AnalyticsPanel } from '@/features/analytics/components/analytics-panel';
import { EventTranscript } from '@/features/captions/components/event-transcript';
import { ExportPanel } from '@/features/analytics/components/export-panel';
import { EventPicker } from '@/features/events/components/event-picker';
import { ReportAdmin } from '@/features/reports/components/report-admin';

const TABS = [
  { id: 'reports', label: msg`Reports` },
  { id: 'analytics', label: msg`Analytics` },
] as const;

export function Component() {
  const { t } = useLingui();
  const { i18n } = useLinguiRuntime();
  const [params] = useSearchParams();
  const tab = params.get('tab') === 'analytics' ? 'analytics' : 'reports';
  return (
    <div className="stack">
      <PageHeader
        title={t`Reports`}
        description={
          tab === 'reports'
            ? t`Reports filed by users, worked from open to in review to resolved or dismissed, with a note.`
            : t`What happened in an event: viewers, comments, votes, reactions and sponsors, with CSV exports.`
        }
      />
      <PersonalDataNotice />
      <nav aria-label={t`Reports sections`} className="tab-links">
        {TABS.map(({ id, label }) => (
          <Link
            key={id}
            to={id === 'reports' ? paths.admin.reports : `${paths.admin.reports}?tab=${id}`}
            aria-current={tab === id ? 'page' : undefined}
          >
            {i18n._(label)}
          </Link>
        ))}
      </nav>
      {tab === 'reports' ? (
        <ReportAdmin
          commentLink={(eventId) => (
            <Link to={paths.admin.comments} state={{ eventId, filter: 'reported' }}>
              <Trans>Open the reported posts of this event in the moderation queue</Trans>
            </Link>
          )}
        />
      ) : (
        <EventPicker emptyText={t`Each event’s viewers, comments, votes and reactions appear here once it has run.`}>
          {(eventId) => (
            <>
              <AnalyticsPanel key={eventId} eventId={eventId} />
              <ExportPanel key={`exports-${eventId}`} eventId={eventId} />
              <EventTranscript key={`transcript-${eventId}`} eventId={eventId} />
            </>
          )}
        </EventPicker>
      )}
    </div>
  );
}
