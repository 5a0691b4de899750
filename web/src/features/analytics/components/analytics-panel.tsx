import type { EventAnalytics } from '@civic/domain';
import { Button } from '@/components/ui/button';
import { ErrorState, LoadingState } from '@/components/ui/states';
import { useAsync } from '@/lib/use-async';
import { getEventAnalytics } from '../api/get-event-analytics';
import { AnalyticsCharts, percent } from './analytics-charts';
import '../analytics.css';

const dateTime = (ms: number) => new Date(ms).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

function Figures({ analytics: a }: { analytics: EventAnalytics }) {
  const figures: [string, string | number, string][] = [
    ['Unique viewers', a.uniqueViewers, 'signed-in accounts that opened the live room'],
    [
      'Peak concurrent',
      a.peakConcurrentViewers ?? '—',
      a.peakConcurrentViewers === null ? 'no control room was open to sample it' : 'highest viewers-now sample',
    ],
    ['Comments', a.comments, 'every status, held and hidden too'],
    ['Questions', a.questions, 'posts marked as a question'],
    ['Reactions', Object.values(a.reactions).reduce((sum, n) => sum + n, 0), 'all emoji'],
    [
      'Engagement rate',
      percent(a.engagementRate),
      `${a.engagedViewers} of ${a.uniqueViewers} viewers voted, commented or reacted`,
    ],
  ];
  return (
    <dl className="analytics-figures">
      {figures.map(([label, value, detail]) => (
        <div key={label} className="card">
          <dt>{label}</dt>
          <dd className="analytics-figures__value" data-testid={`figure-${label.toLowerCase().replace(/ /g, '-')}`}>
            {value}
          </dd>
          <dd className="muted">{detail}</dd>
        </div>
      ))}
    </dl>
  );
}

/** One event's numbers at a glance and as charts; Refresh counts again (a live event keeps moving). */
export function AnalyticsPanel({ eventId }: { eventId: string }) {
  const analytics = useAsync(eventId, () => getEventAnalytics(eventId), { keepPreviousData: false });
  const data = analytics.data;
  return (
    <section className="stack" aria-labelledby="analytics-title" aria-busy={analytics.state === 'loading'}>
      <div className="analytics-header">
        <h2 id="analytics-title">Engagement</h2>
        <Button variant="secondary" onClick={analytics.retry} disabled={analytics.state === 'loading'}>
          Refresh
        </Button>
      </div>
      {data && (
        <p className="muted">
          {data.status === 'live' ? 'Live since' : 'Ran'} {dateTime(data.window.startMs)}
          {data.status === 'live' ? ' (counts up to now)' : ` to ${dateTime(data.window.endMs)}`}.
        </p>
      )}
      {analytics.state === 'loading' && !data && <LoadingState label="Counting the event’s numbers…" />}
      {analytics.state === 'error' && (
        <ErrorState
          title="The analytics could not be loaded"
          error={analytics.error}
          action={
            <Button variant="secondary" onClick={analytics.retry}>
              Try again
            </Button>
          }
        />
      )}
      {data && (
        <>
          <Figures analytics={data} />
          <AnalyticsCharts analytics={data} />
        </>
      )}
    </section>
  );
}
