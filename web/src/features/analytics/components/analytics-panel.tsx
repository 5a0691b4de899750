import type { EventAnalytics } from '@civic/domain';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@/components/ui/button';
import { ErrorState, LoadingState } from '@/components/ui/states';
import { formatDateTime, formatNumber } from '@/lib/i18n/format';
import { useAsync } from '@/lib/use-async';
import { getEventAnalytics } from '../api/get-event-analytics';
import { AnalyticsCharts } from './analytics-charts';
import { percent } from './analytics-texts';
import '../analytics.css';

function Figures({ analytics: a }: { analytics: EventAnalytics }) {
  const { t } = useLingui();
  const engaged = formatNumber(a.engagedViewers);
  // [test id, label, figure, what it counts]: the id stays the same in every language.
  const figures: [string, string, string, string][] = [
    [
      'unique-viewers',
      t`Unique viewers`,
      formatNumber(a.uniqueViewers),
      t`signed-in accounts that opened the live room`,
    ],
    [
      'peak-concurrent',
      t`Peak concurrent`,
      a.peakConcurrentViewers === null ? '—' : formatNumber(a.peakConcurrentViewers),
      a.peakConcurrentViewers === null ? t`no control room was open to sample it` : t`highest viewers-now sample`,
    ],
    ['comments', t`Comments`, formatNumber(a.comments), t`every status, held and hidden too`],
    ['questions', t`Questions`, formatNumber(a.questions), t`posts marked as a question`],
    ['reactions', t`Reactions`, formatNumber(Object.values(a.reactions).reduce((sum, n) => sum + n, 0)), t`all emoji`],
    [
      'engagement-rate',
      t`Engagement rate`,
      percent(a.engagementRate),
      t`${plural(a.uniqueViewers, {
        one: `${engaged} of # viewer voted, commented or reacted`,
        other: `${engaged} of # viewers voted, commented or reacted`,
      })}`,
    ],
  ];
  return (
    <dl className="analytics-figures">
      {figures.map(([id, label, value, detail]) => (
        <div key={id} className="card">
          <dt>{label}</dt>
          <dd className="analytics-figures__value" data-testid={`figure-${id}`}>
            {value}
          </dd>
          <dd className="muted">{detail}</dd>
        </div>
      ))}
    </dl>
  );
}

/** "Live since 27 Nov 2026, 21:00 (counts up to now)." or "Ran … to …". */
function EventWindow({ live, startMs, endMs }: { live: boolean; startMs: number; endMs: number }) {
  const start = formatDateTime(startMs);
  const end = formatDateTime(endMs);
  return live ? (
    <Trans>Live since {start} (counts up to now).</Trans>
  ) : (
    <Trans>
      Ran {start} to {end}.
    </Trans>
  );
}

/** One event's numbers at a glance and as charts; Refresh counts again (a live event keeps moving). */
export function AnalyticsPanel({ eventId }: { eventId: string }) {
  const { t } = useLingui();
  const analytics = useAsync(eventId, () => getEventAnalytics(eventId), { keepPreviousData: false });
  const data = analytics.data;
  return (
    <section className="stack" aria-labelledby="analytics-title" aria-busy={analytics.state === 'loading'}>
      <div className="analytics-header">
        <h2 id="analytics-title">
          <Trans>Engagement</Trans>
        </h2>
        <Button variant="secondary" onClick={analytics.retry} disabled={analytics.state === 'loading'}>
          <Trans>Refresh</Trans>
        </Button>
      </div>
      {data && (
        <p className="muted">
          <EventWindow live={data.status === 'live'} startMs={data.window.startMs} endMs={data.window.endMs} />
        </p>
      )}
      {analytics.state === 'loading' && !data && <LoadingState label={t`Counting the event’s numbers…`} />}
      {analytics.state === 'error' && (
        <ErrorState
          title={t`The analytics could not be loaded`}
          error={analytics.error}
          action={
            <Button variant="secondary" onClick={analytics.retry}>
              <Trans>Try again</Trans>
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
