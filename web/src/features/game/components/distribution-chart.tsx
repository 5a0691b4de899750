import { Bar, BarChart, CartesianGrid, Cell, ResponsiveContainer, XAxis, YAxis } from 'recharts';

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
      <div style={{ width: '100%', height: answers.length * 44 + 40 }} aria-hidden="true">
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={data} layout="vertical" margin={{ top: 4, right: 24, bottom: 4, left: 8 }}>
            <CartesianGrid strokeDasharray="3 3" horizontal={false} stroke="var(--border)" />
            <XAxis type="number" allowDecimals={false} stroke="var(--text-muted)" />
            <YAxis type="category" dataKey="answer" width={140} stroke="var(--text-muted)" />
            <Bar dataKey="players" isAnimationActive={false} radius={[0, 4, 4, 0]}>
              {data.map((_, i) => (
                <Cell key={i} fill={COLORS[i]} />
              ))}
            </Bar>
          </BarChart>
        </ResponsiveContainer>
      </div>
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
