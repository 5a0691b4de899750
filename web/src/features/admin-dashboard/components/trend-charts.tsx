import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui as useLinguiRuntime } from '@lingui/react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { ColumnChart } from '@/components/charts/column-chart';
import { Button } from '@/components/ui/button';
import { ErrorState, LoadingState } from '@/components/ui/states';
import { formatNumber } from '@/lib/i18n/format';
import { useAsync } from '@/lib/use-async';
import { lastDays } from '../api/days';
import { loadTrends, type DayTrend } from '../api/load-trends';

const RANGES = [7, 30] as const;
type Range = (typeof RANGES)[number];

const SERIES: { key: keyof Omit<DayTrend, 'label'>; title: MessageDescriptor }[] = [
  { key: 'newAccounts', title: msg`New accounts` },
  { key: 'votes', title: msg`Votes` },
  { key: 'comments', title: msg`Comments` },
  { key: 'peakViewers', title: msg`Viewers at peak` },
];

/** One series as a bar chart, with the same numbers as text for screen readers. */
function TrendChart({ data, series }: { data: DayTrend[]; series: (typeof SERIES)[number] }) {
  const { i18n } = useLinguiRuntime();
  const title = i18n._(series.title);
  const total = data.reduce(
    (sum, day) => (series.key === 'peakViewers' ? Math.max(sum, day[series.key]) : sum + day[series.key]),
    0,
  );
  return (
    <figure className="card trend-chart" aria-labelledby={`trend-${series.key}`}>
      <figcaption id={`trend-${series.key}`} className="trend-chart__title">
        <strong>{title}</strong>{' '}
        <span className="muted" data-testid={`trend-total-${series.key}`}>
          {series.key === 'peakViewers' ? <TotalPeak total={total} /> : <TotalSum total={total} />}
        </span>
      </figcaption>
      <ColumnChart
        categories={data.map((day) => day.label)}
        series={[{ name: title, color: 'var(--primary)', values: data.map((day) => day[series.key]) }]}
        height={160}
      />
      <p className="visually-hidden">
        {data.map((day) => `${day.label}: ${formatNumber(day[series.key])}`).join(', ')}
      </p>
    </figure>
  );
}

function TotalPeak({ total }: { total: number }) {
  const figure = formatNumber(total);
  return <Trans>highest {figure}</Trans>;
}

function TotalSum({ total }: { total: number }) {
  const figure = formatNumber(total);
  return <Trans>{figure} in total</Trans>;
}

/** The last 7 or 30 days; the 30-day range is loaded only when asked for (4 queries a day). */
export function TrendCharts() {
  const { t } = useLingui();
  const [range, setRange] = useState<Range>(7);
  const trends = useAsync(`trends-${range}`, () => loadTrends(lastDays(Date.now(), range)), { keepPreviousData: true });
  return (
    <section className="stack" aria-labelledby="trends-title">
      <div className="trend-header">
        <h2 id="trends-title">
          <Plural value={range} one="Last day" other="Last # days" />
        </h2>
        <div role="group" aria-label={t`Range`} className="trend-header__range">
          {RANGES.map((days) => (
            <Button key={days} variant="secondary" aria-pressed={range === days} onClick={() => setRange(days)}>
              <Plural value={days} one="# day" other="# days" />
            </Button>
          ))}
        </div>
      </div>
      {trends.state === 'error' && !trends.data && (
        <ErrorState
          title={t`The charts could not be loaded`}
          error={trends.error}
          action={
            <Button variant="secondary" onClick={trends.retry}>
              <Trans>Retry</Trans>
            </Button>
          }
        />
      )}
      {!trends.data && trends.state === 'loading' && <LoadingState label={t`Loading the charts…`} />}
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
