import type { PollAnalytics } from '@civic/domain';
import { Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts';
import { ChartFigure } from './chart-figure';
import { AXIS, TOOLTIP, short } from './chart-style';

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
              plotHeight={Math.max(160, 40 + 26 * live.topEntries.length)}
              text={live.topEntries.map((e) => `${e.entry}: ${e.count}`).join(', ')}
            >
              <BarChart
                data={live.topEntries.map((e) => ({ entry: short(e.entry), count: e.count }))}
                layout="vertical"
                margin={{ top: 4, right: 16, bottom: 0, left: 0 }}
              >
                <CartesianGrid horizontal={false} stroke="var(--border)" />
                <XAxis type="number" allowDecimals={false} tick={AXIS} />
                <YAxis type="category" dataKey="entry" width={110} tick={AXIS} />
                <Tooltip {...TOOLTIP} />
                <Bar dataKey="count" name="Answers" fill="var(--primary)" isAnimationActive={false} />
              </BarChart>
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
              <BarChart data={points} margin={{ top: 4, right: 16, bottom: 0, left: -16 }}>
                <CartesianGrid vertical={false} stroke="var(--border)" />
                <XAxis dataKey="point" tick={AXIS} interval={0} />
                <YAxis allowDecimals={false} tick={AXIS} />
                <Tooltip {...TOOLTIP} />
                <Bar dataKey="count" name="Answers" fill="var(--primary)" isAnimationActive={false} />
              </BarChart>
            </ChartFigure>
          );
        }
        return null;
      })}
    </>
  );
}
