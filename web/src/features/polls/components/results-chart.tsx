import { totalVotes, type PollOption, type Tallies } from '@civic/domain';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

/**
 * A poll's results as a horizontal bar chart (admin screens only, so recharts never reaches the
 * user bundle). The same numbers are listed as text for screen readers.
 */
export function ResultsChart({ options, tallies, label }: { options: PollOption[]; tallies: Tallies; label: string }) {
  const data = options.map((o) => ({ option: o.label, votes: tallies[o.id] ?? 0 }));
  const total = totalVotes(tallies);
  return (
    <figure className="poll-chart" aria-label={label}>
      <div style={{ width: '100%', height: Math.max(120, options.length * 40 + 40) }} aria-hidden="true">
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={data} layout="vertical" margin={{ top: 4, right: 24, bottom: 4, left: 8 }}>
            <CartesianGrid strokeDasharray="3 3" horizontal={false} stroke="var(--border)" />
            <XAxis type="number" allowDecimals={false} stroke="var(--text-muted)" />
            <YAxis type="category" dataKey="option" width={140} stroke="var(--text-muted)" />
            <Tooltip cursor={{ fill: 'var(--surface-2)' }} />
            <Bar dataKey="votes" fill="var(--primary)" radius={[0, 4, 4, 0]} isAnimationActive={false} />
          </BarChart>
        </ResponsiveContainer>
      </div>
      <figcaption>
        <span data-testid="poll-total">{total}</span> {total === 1 ? 'vote' : 'votes'}
        <ul className="visually-hidden">
          {data.map((d) => (
            <li key={d.option}>
              {d.option}: {d.votes}
            </li>
          ))}
        </ul>
      </figcaption>
    </figure>
  );
}
