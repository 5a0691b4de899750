import { REACTION_IDS, REACTIONS, VIEWER_HISTORY_MS } from '@civic/domain';
import { Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useNow } from '@/lib/use-now';
import { useViewerCount, useViewerHistory } from '../api/presence';
import { useReactionPulse } from '../api/reactions';

const minuteLabel = (ms: number) => new Date(ms).toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit' });

/**
 * The control room's audience: viewers now (count of fresh heartbeats), a sparkline of the last
 * 30 minutes (one sample a minute) and the reaction totals (the server's pulse document).
 */
export function AudiencePanel({ eventId }: { eventId: string }) {
  const viewers = useViewerCount(eventId);
  const history = useViewerHistory(eventId);
  const { totals } = useReactionPulse(eventId);
  const now = useNow(60_000);
  const samples = history.state === 'ready' ? history.data.filter((s) => s.at > now - VIEWER_HISTORY_MS) : [];
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
        {samples.length > 1 ? (
          <div style={{ width: '100%', height: 80 }} aria-hidden="true">
            <ResponsiveContainer width="100%" height="100%">
              <LineChart data={samples} margin={{ top: 4, right: 4, bottom: 0, left: 0 }}>
                <XAxis dataKey="at" hide type="number" domain={['dataMin', 'dataMax']} />
                <YAxis hide allowDecimals={false} domain={[0, 'dataMax + 1']} />
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
          <p className="muted">The 30-minute trend appears after a couple of minutes live.</p>
        )}
        <figcaption className="visually-hidden">
          {samples.map((s) => `${minuteLabel(s.at)}: ${s.count}`).join(', ')}
        </figcaption>
      </figure>
      <h3>Reactions</h3>
      <ul className="audience__reactions" aria-label="Reaction totals">
        {REACTION_IDS.map((id) => (
          <li key={id}>
            <span aria-hidden="true">{REACTIONS[id]}</span>{' '}
            <span data-testid={`reaction-total-${id}`}>{totals?.[id] ?? 0}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
