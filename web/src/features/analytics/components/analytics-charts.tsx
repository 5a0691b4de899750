import { REACTION_IDS, type EventAnalytics, type ReactionId } from '@civic/domain';
import { BarChart } from '@/components/charts/bar-chart';
import { ColumnChart } from '@/components/charts/column-chart';
import { LineChart } from '@/components/charts/line-chart';
import { ChartFigure } from './chart-figure';
import { short } from './chart-style';
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
            text={polls.map((p) => `${p.question}: ${p.votes} votes (${p.totalVotes} in all)`).join('; ')}
          >
            <BarChart rows={barPolls.map((p) => ({ label: short(p.question), value: p.votes }))} labelWidth={120} />
          </ChartFigure>
          <ChartFigure
            title="Votes over time"
            summary={`per poll, in equal slices of its time live${chartedNote(linePolls.length, polls.length)}`}
            text={polls
              .map((p) => `${p.question}: ${p.timeline.map((t) => `${clock(t.at)} ${t.votes}`).join(', ')}`)
              .join('; ')}
          >
            <LineChart
              series={linePolls.map((p, i) => ({
                name: short(p.question),
                color: COLORS[i % COLORS.length]!,
                points: overTime.map((row) => ({ x: row.at!, y: row[p.pollId] ?? null })),
              }))}
              height={220}
              xLabel={clock}
              legend
            />
          </ChartFigure>
        </>
      )}
      <LiveQuestionCharts polls={polls} />
      <ChartFigure
        title="Reactions"
        summary={`${reactionTotal} in total`}
        text={reactionData.map((r) => `${r.name}: ${r.count}`).join(', ')}
      >
        <ColumnChart
          categories={reactionData.map((r) => r.name)}
          series={[{ name: 'Reactions', color: 'var(--primary)', values: reactionData.map((r) => r.count) }]}
          height={220}
        />
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
          <ColumnChart
            categories={sponsored.map((p) => short(p.sponsor!.name))}
            series={[
              { name: 'Impressions', color: 'var(--primary)', values: sponsored.map((p) => p.sponsor!.impressions) },
              { name: 'Clicks', color: 'var(--success)', values: sponsored.map((p) => p.sponsor!.clicks) },
            ]}
            height={220}
            legend
          />
        </ChartFigure>
      )}
    </div>
  );
}
