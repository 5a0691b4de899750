import type { PollAnalytics } from '@civic/domain';
import { BarChart } from '@/components/charts/bar-chart';
import { ColumnChart } from '@/components/charts/column-chart';
import { ChartFigure } from './chart-figure';
import { short } from './chart-style';

const averageFormat = new Intl.NumberFormat(undefined, { maximumFractionDigits: 1, minimumFractionDigits: 1 });

/** "3 answers · 1 held · 1 hidden": what a live question's figure counts. */
function answersLine(poll: PollAnalytics): string {
  const { held, hidden } = poll.live!;
  return [
    `${poll.totalVotes} ${poll.totalVotes === 1 ? 'answer' : 'answers'}`,
    held && `${held} held`,
    hidden && `${hidden} hidden`,
  ]
    .filter(Boolean)
    .join(' · ');
}

/**
 * The live questions of the event (docs/live-questions.md): a word cloud's top words and a scale's
 * distribution with its average, one figure each, beside the polls' charts. Open answers are
 * counted with the polls ("Votes per poll") and exported as CSV.
 */
export function LiveQuestionCharts({ polls }: { polls: readonly PollAnalytics[] }) {
  return (
    <>
      {polls.map((poll) => {
        const live = poll.live;
        if (live?.topEntries.length) {
          return (
            <ChartFigure
              key={poll.pollId}
              title={`Top words: ${poll.question}`}
              summary={answersLine(poll)}
              text={live.topEntries.map((e) => `${e.entry}: ${e.count}`).join(', ')}
            >
              <BarChart
                rows={live.topEntries.map((e) => ({ label: short(e.entry), value: e.count }))}
                labelWidth={110}
              />
            </ChartFigure>
          );
        }
        if (live?.scale) {
          const { scale } = live;
          const points = Object.entries(scale.counts).map(([point, count]) => ({ point, count }));
          return (
            <ChartFigure
              key={poll.pollId}
              title={`Scale: ${poll.question}`}
              summary={`${answersLine(poll)}${scale.average === null ? '' : ` · average ${averageFormat.format(scale.average)}`}`}
              text={points.map((p) => `${p.point}: ${p.count}`).join(', ')}
            >
              <ColumnChart
                categories={points.map((p) => p.point)}
                series={[{ name: 'Answers', color: 'var(--primary)', values: points.map((p) => p.count) }]}
                height={200}
              />
            </ChartFigure>
          );
        }
        return null;
      })}
    </>
  );
}
