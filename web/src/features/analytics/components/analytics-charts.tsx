import { REACTION_IDS, type EventAnalytics, type ReactionId } from '@civic/domain';
import { Bar, BarChart, CartesianGrid, Legend, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts';
import { ChartFigure } from './chart-figure';
import { AXIS, TOOLTIP, short } from './chart-style';
import { LiveQuestionCharts } from './live-question-charts';
import { CHARTED_POLLS, chartedNote, mostVoted, votesOverTime } from './poll-series';

/** Series colours that read on light and dark backgrounds (theme tokens). */
const COLORS = ['var(--primary)', 'var(--success)', 'var(--warning)', 'var(--danger)', 'var(--text-muted)'];
/** Words under the reaction bars: not every system font draws every emoji. */
const REACTION_NAMES: Record<ReactionId, string> = {
  clap: 'Clap',
  heart: 'Heart',
  laugh: 'Laugh',
  wow: 'Wow',
  up: 'Thumbs up',
};
const clock = (ms: number) => new Date(ms).toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit' });
export const percent = (fraction: number) => `${(fraction * 100).toFixed(1)}%`;

/**
 * Votes (and live questions' answers) per poll and over time, live questions' top words and scales,
 * reactions by kind, and sponsor impressions against clicks.
 */
export function AnalyticsCharts({ analytics }: { analytics: EventAnalytics }) {
  const { polls, reactions } = analytics;
  const barPolls = mostVoted(polls, CHARTED_POLLS.bars);
  const linePolls = mostVoted(polls, CHARTED_POLLS.lines);
  const perPoll = barPolls.map((p) => ({ poll: short(p.question), votes: p.votes }));
  const overTime = votesOverTime(linePolls);
  const reactionData = REACTION_IDS.map((id) => ({ name: REACTION_NAMES[id], count: reactions[id] }));
  const reactionTotal = reactionData.reduce((sum, r) => sum + r.count, 0);
  const sponsored = polls.filter((p) => p.sponsor);
  return (
    <div className="analytics-charts">
      {polls.length === 0 ? (
        <p className="card muted">No poll was open while this event ran.</p>
      ) : (
        <>
          <ChartFigure
            title="Votes per poll"
            summary={`cast during the event${chartedNote(barPolls.length, polls.length)}`}
            plotHeight={Math.max(220, 40 + 30 * barPolls.length)}
            text={polls.map((p) => `${p.question}: ${p.votes} votes (${p.totalVotes} in all)`).join('; ')}
          >
            <BarChart data={perPoll} layout="vertical" margin={{ top: 4, right: 16, bottom: 0, left: 0 }}>
              <CartesianGrid horizontal={false} stroke="var(--border)" />
              <XAxis type="number" allowDecimals={false} tick={AXIS} />
              <YAxis type="category" dataKey="poll" width={120} tick={AXIS} />
              <Tooltip {...TOOLTIP} />
              <Bar dataKey="votes" name="Votes" fill="var(--primary)" isAnimationActive={false} />
            </BarChart>
          </ChartFigure>
          <ChartFigure
            title="Votes over time"
            summary={`per poll, in equal slices of its time live${chartedNote(linePolls.length, polls.length)}`}
            plotHeight={linePolls.length > 1 ? 320 : undefined}
            text={polls
              .map((p) => `${p.question}: ${p.timeline.map((t) => `${clock(t.at)} ${t.votes}`).join(', ')}`)
              .join('; ')}
          >
            <LineChart data={overTime} margin={{ top: 4, right: 16, bottom: 0, left: -16 }}>
              <CartesianGrid stroke="var(--border)" />
              <XAxis dataKey="at" type="number" domain={['dataMin', 'dataMax']} tickFormatter={clock} tick={AXIS} />
              <YAxis allowDecimals={false} tick={AXIS} />
              <Tooltip contentStyle={TOOLTIP.contentStyle} labelFormatter={(at) => clock(Number(at))} />
              <Legend formatter={(value: string) => short(value)} />
              {linePolls.map((p, i) => (
                <Line
                  key={p.pollId}
                  dataKey={p.pollId}
                  name={p.question}
                  stroke={COLORS[i % COLORS.length]}
                  strokeWidth={2}
                  connectNulls
                  dot={false}
                  isAnimationActive={false}
                />
              ))}
            </LineChart>
          </ChartFigure>
        </>
      )}
      <LiveQuestionCharts polls={polls} />
      <ChartFigure
        title="Reactions"
        summary={`${reactionTotal} in total`}
        text={reactionData.map((r) => `${r.name}: ${r.count}`).join(', ')}
      >
        <BarChart data={reactionData} margin={{ top: 4, right: 16, bottom: 0, left: -16 }}>
          <CartesianGrid vertical={false} stroke="var(--border)" />
          <XAxis dataKey="name" tick={AXIS} interval={0} />
          <YAxis allowDecimals={false} tick={AXIS} />
          <Tooltip {...TOOLTIP} />
          <Bar dataKey="count" name="Reactions" fill="var(--primary)" isAnimationActive={false} />
        </BarChart>
      </ChartFigure>
      {sponsored.length > 0 && (
        <ChartFigure
          title="Sponsors"
          summary={sponsored.map((p) => `${p.sponsor!.name}: CTR ${percent(p.sponsor!.ctr)}`).join(' · ')}
          text={sponsored
            .map(
              (p) =>
                `${p.sponsor!.name} (${p.question}): ${p.sponsor!.impressions} impressions, ${p.sponsor!.clicks} clicks, CTR ${percent(p.sponsor!.ctr)}`,
            )
            .join('; ')}
        >
          <BarChart
            data={sponsored.map((p) => ({ sponsor: short(p.sponsor!.name), ...p.sponsor }))}
            margin={{ top: 4, right: 16, bottom: 0, left: -16 }}
          >
            <CartesianGrid vertical={false} stroke="var(--border)" />
            <XAxis dataKey="sponsor" tick={AXIS} />
            <YAxis allowDecimals={false} tick={AXIS} />
            <Tooltip {...TOOLTIP} />
            <Legend />
            <Bar dataKey="impressions" name="Impressions" fill="var(--primary)" isAnimationActive={false} />
            <Bar dataKey="clicks" name="Clicks" fill="var(--success)" isAnimationActive={false} />
          </BarChart>
        </ChartFigure>
      )}
    </div>
  );
}
