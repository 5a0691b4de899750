/**
 * /Admin/reports: reports filed by users and their workflow (features/reports), and the
 * Analytics tab (`?tab=analytics`, no path parameters): one event's numbers, charts and CSV
 * exports (features/analytics), for an event picked from features/events. A comment report
 * links to the moderation queue of its event (features/comments at /Admin/comments).
 */
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { FormField } from '@/components/ui/form-field';
import { PageHeader } from '@/components/ui/page-header';
import { EmptyState, ErrorState, LoadingState } from '@/components/ui/states';
import { paths } from '@/config/paths';
import { AnalyticsPanel } from '@/features/analytics/components/analytics-panel';
import { ExportPanel } from '@/features/analytics/components/export-panel';
import { useEventList } from '@/features/events/api/list-events';
import { ReportAdmin } from '@/features/reports/components/report-admin';

const TABS = [
  { id: 'reports', label: 'Reports' },
  { id: 'analytics', label: 'Analytics' },
] as const;

function EventAnalytics() {
  const events = useEventList();
  const [picked, setPicked] = useState<string | null>(null);
  // Events that went live (or are about to): a draft has nothing to count.
  const list = events.state === 'ready' ? events.data.filter((e) => e.status !== 'draft') : [];
  const eventId = picked ?? list.find((e) => e.status === 'live')?.id ?? list[0]?.id ?? null;
  if (events.state === 'loading') return <LoadingState label="Loading events…" />;
  if (events.state === 'error') return <ErrorState title="Events could not be loaded" error={events.error} />;
  if (!eventId) {
    return (
      <EmptyState title="No events yet">
        <p>Each event’s viewers, comments, votes and reactions appear here once it has run.</p>
      </EmptyState>
    );
  }
  return (
    <div className="stack">
      <FormField label="Event">
        <select className="wide-select" value={eventId} onChange={(e) => setPicked(e.target.value)}>
          {list.map((e) => (
            <option key={e.id} value={e.id}>
              {e.status === 'live' ? `Live now: ${e.title}` : e.title}
            </option>
          ))}
        </select>
      </FormField>
      <AnalyticsPanel key={eventId} eventId={eventId} />
      <ExportPanel eventId={eventId} />
    </div>
  );
}

export function Component() {
  const [params] = useSearchParams();
  const tab = params.get('tab') === 'analytics' ? 'analytics' : 'reports';
  return (
    <div className="stack">
      <PageHeader
        title="Reports"
        description={
          tab === 'reports'
            ? 'Reports filed by users, worked from open to in review to resolved or dismissed, with a note.'
            : 'What happened in an event: viewers, comments, votes, reactions and sponsors, with CSV exports.'
        }
      />
      <nav aria-label="Reports sections" className="tab-links">
        {TABS.map(({ id, label }) => (
          <Link
            key={id}
            to={id === 'reports' ? paths.admin.reports : `${paths.admin.reports}?tab=${id}`}
            aria-current={tab === id ? 'page' : undefined}
          >
            {label}
          </Link>
        ))}
      </nav>
      {tab === 'reports' ? (
        <ReportAdmin
          commentLink={(eventId) => (
            <Link to={paths.admin.comments} state={{ eventId, filter: 'reported' }}>
              Open the reported posts of this event in the moderation queue
            </Link>
          )}
        />
      ) : (
        <EventAnalytics />
      )}
    </div>
  );
}
