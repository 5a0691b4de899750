import { REACTION_IDS, REACTIONS, VIEWER_HISTORY_MS } from '@civic/domain';
import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatNumber, formatTime } from '@/lib/i18n/format';
import { LineChart } from '@/components/charts/line-chart';
import { useNow } from '@/lib/use-now';
import { useViewerHistory, type ViewerSample } from '../api/use-viewer-history';
import { useReactionPulse } from '../api/use-reaction-pulse';
import { REACTION_NAMES } from '../api/reaction-labels';

const minuteLabel = (ms: number) => formatTime(ms, { hour: '2-digit', minute: '2-digit' });

/**
 * The sparkline in words, shown under it: the number now and the peak, or — for a flat line,
 * which on its own reads as "nothing is happening" — that the audience has been steady, and since when.
 */
function trendSentence(samples: ViewerSample[], now: number, viewers: number | null): MessageDescriptor {
  const counts = samples.map((s) => s.count);
  const current = viewers ?? counts.at(-1) ?? 0;
  if (samples.length > 1 && counts.every((c) => c === current)) {
    const minutes = Math.max(1, Math.round((now - samples[0]!.at) / 60_000));
    return msg`Steady at ${plural(current, { one: '# viewer', other: '# viewers' })} for the last ${plural(minutes, { one: 'minute', other: '# minutes' })}`;
  }
  const nowCount = formatNumber(current);
  const peak = formatNumber(Math.max(current, ...counts));
  return msg`Now ${nowCount} · peak ${peak}`;
}

/**
 * The control room's audience: viewers now (count of fresh heartbeats), a labelled sparkline of
 * the last 30 minutes (one sample a minute) with its numbers in words, and the reaction totals
 * (the server's pulse document), each named. `viewers` is the control room's count
 * (useViewerCount), taken once for every panel that shows it.
 */
export function AudiencePanel({ eventId, viewers }: { eventId: string; viewers: number | null }) {
  const { t, i18n } = useLingui();
  const history = useViewerHistory(eventId);
  const { totals } = useReactionPulse(eventId);
  const now = useNow(60_000);
  const samples = history.state === 'ready' ? history.data.filter((s) => s.at > now - VIEWER_HISTORY_MS) : [];
  const peak = Math.max(1, ...samples.map((s) => s.count));
  const viewerCount = viewers ?? 0;
  const viewersNow = viewers === null ? '…' : formatNumber(viewers);
  const minutes = samples.map((s) => `${minuteLabel(s.at)}: ${formatNumber(s.count)}`).join(', ');
  return (
    <section className="card stack audience" aria-labelledby="audience-title">
      <h2 id="audience-title">
        <Trans>Audience</Trans>
      </h2>
      <p className="audience__now">
        {/* The count stands apart as a figure; its words agree with it in every language. */}
        <span className="audience__count" data-testid="viewers-now">
          {viewersNow}
        </span>{' '}
        {t`${plural(viewerCount, { one: 'viewer now', other: 'viewers now' })}`}
      </p>
      <figure className="audience__spark" aria-label={t`Viewers over the last 30 minutes`}>
        <p className="audience__spark-title" aria-hidden="true">
          <Trans>Viewers, last 30 minutes</Trans>
        </p>
        {samples.length > 1 ? (
          // 0 and the peak on the axis: a flat line at 3 no longer looks like one at 0.
          <LineChart
            series={[
              { name: t`Viewers`, color: 'var(--primary)', points: samples.map((s) => ({ x: s.at, y: s.count })) },
            ]}
            yTicks={[0, peak]}
            height={80}
          />
        ) : (
          <p className="muted">
            <Trans>The 30-minute line appears after a couple of minutes live.</Trans>
          </p>
        )}
        <figcaption>
          <span className="audience__trend">{i18n._(trendSentence(samples, now, viewers))}</span>
          <span className="visually-hidden">{samples.length > 0 && ` ${t`(per minute: ${minutes})`}`}</span>
        </figcaption>
      </figure>
      <h3>
        <Trans>Reactions</Trans>
      </h3>
      <ul className="audience__reactions" aria-label={t`Reaction totals`}>
        {REACTION_IDS.map((id) => (
          <li key={id}>
            <span aria-hidden="true">{REACTIONS[id]}</span>{' '}
            <span className="visually-hidden">{i18n._(REACTION_NAMES[id])}: </span>
            <span data-testid={`reaction-total-${id}`}>{formatNumber(totals?.[id] ?? 0)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
