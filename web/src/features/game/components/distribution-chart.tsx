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
  const data = answers.map((text, i) => ({
    answer: `${correct.includes(i) ? '✓ ' : ''}${text}`,
    players: counts[i] ?? 0,
  }));
  return (
    <figure className="poll-chart" aria-label="Answer distribution">
      <BarChart rows={data.map((d, i) => ({ label: d.answer, value: d.players, color: COLORS[i] }))} />
      <figcaption className="visually-hidden">
        <ul>
          {data.map((d) => (
            <li key={d.answer}>
              {d.answer}: {d.players}
            </li>
          ))}
        </ul>
      </figcaption>
    </figure>
  );
}
