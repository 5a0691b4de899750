import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { BarChart } from '@/components/charts/bar-chart';

const COLORS = ['#b42318', '#1d4ed8', '#8a5a00', '#166534'];

/** The answer spread at the reveal (admin screen; the numbers are listed for screen readers). */
export function DistributionChart({
  answers,
  counts,
  correct,
}: {
  answers: string[];
  counts: number[];
  correct: number[];
}) {
  const { t } = useLingui();
  const data = answers.map((text, i) => ({
    text,
    answer: `${correct.includes(i) ? '✓ ' : ''}${text}`,
    correct: correct.includes(i),
    players: counts[i] ?? 0,
  }));
  return (
    <figure className="poll-chart" aria-label={t`Answer distribution`}>
      <BarChart rows={data.map((d, i) => ({ label: d.answer, value: d.players, color: COLORS[i] }))} />
      <figcaption className="visually-hidden">
        <ul>
          {data.map(({ text, correct, players }, i) => (
            <li key={i}>
              {correct
                ? t`${text} (correct): ${plural(players, { one: '# player', other: '# players' })}`
                : t`${text}: ${plural(players, { one: '# player', other: '# players' })}`}
            </li>
          ))}
        </ul>
      </figcaption>
    </figure>
  );
}
