import { totalVotes, type PollOption, type Tallies } from '@civic/domain';
import { Bar, BarChart, CartesianGrid, LabelList, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useElementWidth } from '@/lib/use-element-width';

/** Below this width the option names move above their bars, which then keep most of the width. */
const NARROW_PX = 480;

/**
 * An option's name on its own line, just above its bar (narrow charts): the category axis's tick,
 * drawn from the plot's left edge rather than beside it, so it shows for a bar of 0 votes too.
 */
function NameAbove({ x, y, payload }: { x?: number | string; y?: number | string; payload?: { value?: unknown } }) {
  return (
    <text x={Number(x) + 2} y={Number(y) - 12} fill="var(--text)" fontSize={13} textAnchor="start">
      {String(payload?.value ?? '')}
    </text>
  );
}

/**
 * A poll's results as a horizontal bar chart (admin screens only, so recharts never reaches the
 * user bundle). Each bar carries its count and share; the same numbers are listed as text for
 * screen readers, so the drawing itself is hidden from them (and not focusable).
 */
export function ResultsChart({ options, tallies, label }: { options: PollOption[]; tallies: Tallies; label: string }) {
  const { ref, width } = useElementWidth<HTMLDivElement>();
  const narrow = width !== null && width < NARROW_PX;
  const total = totalVotes(tallies);
  const data = options.map((o) => {
    const votes = tallies[o.id] ?? 0;
    const share = total > 0 ? Math.round((votes / total) * 100) : 0;
    return { option: o.label, votes, summary: `${votes} (${share}%)` };
  });
  return (
    <figure className="poll-chart" aria-label={label}>
      <div
        ref={ref}
        style={{ width: '100%', height: Math.max(120, options.length * (narrow ? 52 : 40) + 40) }}
        aria-hidden="true"
      >
        <ResponsiveContainer width="100%" height="100%">
          <BarChart
            data={data}
            layout="vertical"
            // Narrow: the names sit above the bars (room above each), the figures after them.
            margin={narrow ? { top: 8, right: 64, bottom: 4, left: 4 } : { top: 4, right: 72, bottom: 4, left: 8 }}
            // Narrow: thin bars, so each name fits in the room above its bar.
            barSize={narrow ? 16 : undefined}
            accessibilityLayer={false}
          >
            <CartesianGrid strokeDasharray="3 3" horizontal={false} stroke="var(--border)" />
            <XAxis type="number" allowDecimals={false} stroke="var(--text-muted)" />
            {narrow ? (
              <YAxis
                type="category"
                dataKey="option"
                width={1}
                tickLine={false}
                tick={NameAbove}
                stroke="var(--text-muted)"
              />
            ) : (
              <YAxis type="category" dataKey="option" width={140} stroke="var(--text-muted)" />
            )}
            <Tooltip cursor={{ fill: 'var(--surface-2)' }} />
            <Bar dataKey="votes" fill="var(--primary)" radius={[0, 4, 4, 0]} isAnimationActive={false}>
              <LabelList dataKey="summary" position="right" fill="var(--text)" />
            </Bar>
          </BarChart>
        </ResponsiveContainer>
      </div>
      <figcaption>
        <span data-testid="poll-total">{total}</span> {total === 1 ? 'vote' : 'votes'}
        <ul className="visually-hidden">
          {data.map((d) => (
            <li key={d.option}>
              {d.option}: {d.summary}
            </li>
          ))}
        </ul>
      </figcaption>
    </figure>
  );
}
