import { useState } from 'react';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { Button } from '@/components/ui/button';
import { ErrorState, LoadingState } from '@/components/ui/states';
import { useAsync } from '@/lib/use-async';
import { lastDays } from '../api/days';
import { loadTrends, type DayTrend } from '../api/load-trends';

const RANGES = [7, 30] as const;
type Range = (typeof RANGES)[number];

const SERIES: { key: keyof Omit<DayTrend, 'label'>; title: string }[] = [
  { key: 'newAccounts', title: 'New accounts' },
  { key: 'votes', title: 'Votes' },
  { key: 'comments', title: 'Comments' },
  { key: 'peakViewers', title: 'Viewers at peak' },
];

/** One series as a bar chart, with the same numbers as text for screen readers. */
function TrendChart({ data, series }: { data: DayTrend[]; series: (typeof SERIES)[number] }) {
  const total = data.reduce(
    (sum, day) => (series.key === 'peakViewers' ? Math.max(sum, day[series.key]) : sum + day[series.key]),
    0,
  );
  return (
    <figure className="card trend-chart" aria-labelledby={`trend-${series.key}`}>
      <figcaption id={`trend-${series.key}`} className="trend-chart__title">
        <strong>{series.title}</strong>{' '}
        <span className="muted" data-testid={`trend-total-${series.key}`}>
          {series.key === 'peakViewers' ? `highest ${total}` : `${total} in total`}
        </span>
      </figcaption>
      <div className="trend-chart__plot" aria-hidden="true">
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={data} margin={{ top: 4, right: 4, bottom: 0, left: -24 }} accessibilityLayer={false}>
            <CartesianGrid vertical={false} stroke="var(--border)" />
            <XAxis dataKey="label" tick={{ fontSize: 11, fill: 'var(--text-muted)' }} interval="preserveStartEnd" />
            <YAxis allowDecimals={false} tick={{ fontSize: 11, fill: 'var(--text-muted)' }} />
            <Tooltip formatter={(value) => [value, series.title]} />
            <Bar dataKey={series.key} fill="var(--primary)" isAnimationActive={false} />
          </BarChart>
        </ResponsiveContainer>
      </div>
      <p className="visually-hidden">{data.map((day) => `${day.label}: ${day[series.key]}`).join(', ')}</p>
    </figure>
  );
}

/** The last 7 or 30 days; the 30-day range is loaded only when asked for (4 queries a day). */
export function TrendCharts() {
  const [range, setRange] = useState<Range>(7);
  const trends = useAsync(`trends-${range}`, () => loadTrends(lastDays(Date.now(), range)), { keepPreviousData: true });
  return (
    <section className="stack" aria-labelledby="trends-title">
      <div className="trend-header">
        <h2 id="trends-title">Last {range} days</h2>
        <div role="group" aria-label="Range" className="trend-header__range">
          {RANGES.map((days) => (
            <Button key={days} variant="secondary" aria-pressed={range === days} onClick={() => setRange(days)}>
              {days} days
            </Button>
          ))}
        </div>
      </div>
      {trends.state === 'error' && !trends.data && (
        <ErrorState
          title="The charts could not be loaded"
          error={trends.error}
          action={
            <Button variant="secondary" onClick={trends.retry}>
              Retry
            </Button>
          }
        />
      )}
      {!trends.data && trends.state === 'loading' && <LoadingState label="Loading the charts…" />}
      {trends.data && (
        <div className="trend-grid" aria-busy={trends.state === 'loading'}>
          {SERIES.map((series) => (
            <TrendChart key={series.key} data={trends.data!} series={series} />
          ))}
        </div>
      )}
    </section>
  );
}
