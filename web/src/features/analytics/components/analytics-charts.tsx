import { REACTION_IDS, type EventAnalytics } from '@civic/domain';
import { plural } from '@lingui/core/macro';
import { useLingui as useLinguiRuntime } from '@lingui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { BarChart } from '@/components/charts/bar-chart';
import { ColumnChart } from '@/components/charts/column-chart';
import { LineChart } from '@/components/charts/line-chart';
import { formatNumber } from '@/lib/i18n/format';
import { REACTION_NAMES, clock, percent } from './analytics-texts';
import { ChartFigure } from './chart-figure';
import { short } from './chart-style';
import { LiveQuestionCharts } from './live-question-charts';
import { CHARTED_POLLS, chartedNote, mostVoted, votesOverTime } from './poll-series';

/** Series colours that read on light and dark backgrounds (theme tokens). */
const COLORS = ['var(--primary)', 'var(--success)', 'var(--warning)', 'var(--danger)', 'var(--text-muted)'];

/**
 * Votes (and live questions' answers) per poll and over time, live questions' top words and scales,
 * reactions by kind, and sponsor impressions against clicks.
 */
export function AnalyticsCharts({ analytics }: { analytics: EventAnalytics }) {
  const { t } = useLingui();
  const { i18n } = useLinguiRuntime();
  const { polls, reactions } = analytics;
  const barPolls = mostVoted(polls, CHARTED_POLLS.bars);
  const linePolls = mostVoted(polls, CHARTED_POLLS.lines);
  const overTime = votesOverTime(linePolls);
  const reactionData = REACTION_IDS.map((id) => ({ name: i18n._(REACTION_NAMES[id]), count: reactions[id] }));
  const reactionTotal = formatNumber(reactionData.reduce((sum, r) => sum + r.count, 0));
  const sponsored = polls.filter((p) => p.sponsor);
  const votesText = polls
    .map(({ question, votes, totalVotes }) => {
      const all = formatNumber(totalVotes);
      return t`${question}: ${plural(votes, { one: `# vote (${all} in all)`, other: `# votes (${all} in all)` })}`;
    })
    .join('; ');
  const sponsorsText = sponsored
    .map(({ question, sponsor }) => {
      const { name, impressions, clicks } = sponsor!;
      const ctr = percent(sponsor!.ctr);
      const seen = plural(impressions, { one: '# impression', other: '# impressions' });
      const clicked = plural(clicks, { one: '# click', other: '# clicks' });
      return t`${name} (${question}): ${seen}, ${clicked}, CTR ${ctr}`;
    })
    .join('; ');
  return (
    <div className="analytics-charts">
      {polls.length === 0 ? (
        <p className="card muted">
          <Trans>No poll was open while this event ran.</Trans>
        </p>
      ) : (
        <>
          <ChartFigure
            title={t`Votes per poll`}
            summary={t`cast during the event` + chartedNote(barPolls.length, polls.length)}
            text={votesText}
          >
            <BarChart rows={barPolls.map((p) => ({ label: short(p.question), value: p.votes }))} labelWidth={120} />
          </ChartFigure>
          <ChartFigure
            title={t`Votes over time`}
            summary={t`per poll, in equal slices of its time live` + chartedNote(linePolls.length, polls.length)}
            text={polls
              .map(
                (p) => `${p.question}: ${p.timeline.map((s) => `${clock(s.at)} ${formatNumber(s.votes)}`).join(', ')}`,
              )
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
        title={t`Reactions`}
        summary={t`${reactionTotal} in total`}
        text={reactionData.map((r) => `${r.name}: ${formatNumber(r.count)}`).join(', ')}
      >
        <ColumnChart
          categories={reactionData.map((r) => r.name)}
          series={[{ name: t`Reactions`, color: 'var(--primary)', values: reactionData.map((r) => r.count) }]}
          height={220}
        />
      </ChartFigure>
      {sponsored.length > 0 && (
        <ChartFigure
          title={t`Sponsors`}
          summary={sponsored
            .map(({ sponsor }) => {
              const { name } = sponsor!;
              const ctr = percent(sponsor!.ctr);
              return t`${name}: CTR ${ctr}`;
            })
            .join(' · ')}
          text={sponsorsText}
        >
          <ColumnChart
            categories={sponsored.map((p) => short(p.sponsor!.name))}
            series={[
              { name: t`Impressions`, color: 'var(--primary)', values: sponsored.map((p) => p.sponsor!.impressions) },
              { name: t`Clicks`, color: 'var(--success)', values: sponsored.map((p) => p.sponsor!.clicks) },
            ]}
            height={220}
            legend
          />
        </ChartFigure>
      )}
    </div>
  );
}
