import type { PollAnalytics } from '@civic/domain';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { BarChart } from '@/components/charts/bar-chart';
import { ColumnChart } from '@/components/charts/column-chart';
import { formatNumber } from '@/lib/i18n/format';
import { ChartFigure } from './chart-figure';
import { short } from './chart-style';

const average = (value: number) => formatNumber(value, { maximumFractionDigits: 1, minimumFractionDigits: 1 });

/**
 * The live questions of the event (docs/live-questions.md): a word cloud's top words and a scale's
 * distribution with its average, one figure each, beside the polls' charts. Open answers are
 * counted with the polls ("Votes per poll") and exported as CSV.
 */
export function LiveQuestionCharts({ polls }: { polls: readonly PollAnalytics[] }) {
  const { t } = useLingui();
  /** "3 answers · 1 held · 1 hidden": what a live question's figure counts. */
  const answersLine = (poll: PollAnalytics): string => {
    const { held, hidden } = poll.live!;
    return [
      t`${plural(poll.totalVotes, { one: '# answer', other: '# answers' })}`,
      held && t`${plural(held, { one: '# held', other: '# held' })}`,
      hidden && t`${plural(hidden, { one: '# hidden', other: '# hidden' })}`,
    ]
      .filter(Boolean)
      .join(' · ');
  };
  return (
    <>
      {polls.map((poll) => {
        const { live, question } = poll;
        if (live?.topEntries.length) {
          return (
            <ChartFigure
              key={poll.pollId}
              title={t`Top words: ${question}`}
              summary={answersLine(poll)}
              text={live.topEntries.map((e) => `${e.entry}: ${formatNumber(e.count)}`).join(', ')}
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
          // A scale's points are numbers, written in the reader's digits.
          const points = Object.entries(scale.counts).map(([point, count]) => ({
            point: formatNumber(Number(point)),
            count,
          }));
          const mean = scale.average === null ? null : average(scale.average);
          return (
            <ChartFigure
              key={poll.pollId}
              title={t`Scale: ${question}`}
              summary={mean === null ? answersLine(poll) : `${answersLine(poll)} · ${t`average ${mean}`}`}
              text={points.map((p) => `${p.point}: ${formatNumber(p.count)}`).join(', ')}
            >
              <ColumnChart
                categories={points.map((p) => p.point)}
                series={[{ name: t`Answers`, color: 'var(--primary)', values: points.map((p) => p.count) }]}
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
