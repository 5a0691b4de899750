import { REACTION_IDS, REACTION_LABELS, REACTIONS, VIEWER_HISTORY_MS } from '@civic/domain';
import { Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useNow } from '@/lib/use-now';
import { useViewerCount } from '../api/use-viewer-count';
import { useViewerHistory, type ViewerSample } from '../api/use-viewer-history';
import { useReactionPulse } from '../api/use-reaction-pulse';

const minuteLabel = (ms: number) => new Date(ms).toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit' });
const viewersWord = (n: number) => (n === 1 ? 'viewer' : 'viewers');

/**
 * The sparkline in words, shown under it: the number now and the peak, or — for a flat line,
 * which on its own reads as "nothing is happening" — that the audience has been steady, and since when.
 */
function trendSentence(samples: ViewerSample[], now: number, viewers: number | null): string {
  const counts = samples.map((s) => s.count);
  const current = viewers ?? counts.at(-1) ?? 0;
  if (samples.length > 1 && counts.every((c) => c === current)) {
    const minutes = Math.max(1, Math.round((now - samples[0]!.at) / 60_000));
    return `Steady at ${current} ${viewersWord(current)} for the last ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
  }
  return `Now ${current} · peak ${Math.max(current, ...counts)}`;
}

/**
 * The control room's audience: viewers now (count of fresh heartbeats), a labelled sparkline of
 * the last 30 minutes (one sample a minute) with its numbers in words, and the reaction totals
 * (the server's pulse document), each named.
 */
export function AudiencePanel({ eventId }: { eventId: string }) {
  const viewers = useViewerCount(eventId);
  const history = useViewerHistory(eventId);
  const { totals } = useReactionPulse(eventId);
  const now = useNow(60_000);
  const samples = history.state === 'ready' ? history.data.filter((s) => s.at > now - VIEWER_HISTORY_MS) : [];
  const peak = Math.max(1, ...samples.map((s) => s.count));
  return (
    <section className="card stack audience" aria-labelledby="audience-title">
      <h2 id="audience-title">Audience</h2>
      <p className="audience__now">
        <span className="audience__count" data-testid="viewers-now">
          {viewers ?? '…'}
        </span>{' '}
        {viewers === 1 ? 'viewer' : 'viewers'} now
      </p>
      <figure className="audience__spark" aria-label="Viewers over the last 30 minutes">
        <p className="audience__spark-title" aria-hidden="true">
          Viewers, last 30 minutes
        </p>
        {samples.length > 1 ? (
          <div style={{ width: '100%', height: 80 }} aria-hidden="true">
            <ResponsiveContainer width="100%" height="100%">
              {/* Hidden from screen readers (the numbers are said beside it): no keyboard stop in it either. */}
              <LineChart data={samples} margin={{ top: 6, right: 4, bottom: 0, left: 0 }} accessibilityLayer={false}>
                <XAxis dataKey="at" hide type="number" domain={['dataMin', 'dataMax']} />
                {/* 0 and the peak on the axis: a flat line at 3 no longer looks like one at 0. */}
                <YAxis
                  width={28}
                  allowDecimals={false}
                  domain={[0, peak]}
                  ticks={[0, peak]}
                  tickLine={false}
                  stroke="var(--text-muted)"
                  fontSize={12}
                />
                <Tooltip labelFormatter={(at) => minuteLabel(Number(at))} formatter={(count) => [count, 'viewers']} />
                <Line
                  type="monotone"
                  dataKey="count"
                  stroke="var(--primary)"
                  strokeWidth={2}
                  dot={false}
                  isAnimationActive={false}
                />
              </LineChart>
            </ResponsiveContainer>
          </div>
        ) : (
          <p className="muted">The 30-minute line appears after a couple of minutes live.</p>
        )}
        <figcaption>
          <span className="audience__trend">{trendSentence(samples, now, viewers)}</span>
          <span className="visually-hidden">
            {samples.length > 0 &&
              ` (per minute: ${samples.map((s) => `${minuteLabel(s.at)}: ${s.count}`).join(', ')})`}
          </span>
        </figcaption>
      </figure>
      <h3>Reactions</h3>
      <ul className="audience__reactions" aria-label="Reaction totals">
        {REACTION_IDS.map((id) => (
          <li key={id}>
            <span aria-hidden="true">{REACTIONS[id]}</span>{' '}
            <span className="visually-hidden">{REACTION_LABELS[id]}: </span>
            <span data-testid={`reaction-total-${id}`}>{totals?.[id] ?? 0}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
