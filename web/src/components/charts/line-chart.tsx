import { ChartFrame, Legend, ValueAxis, niceTicks, tickAxisWidth, type Mirror } from './chart-frame';

export interface LineSeries {
  name: string;
  color: string;
  /** Points in x order; a null y is skipped (the line joins its neighbours). */
  points: { x: number; y: number | null }[];
}

export interface LineChartProps {
  series: LineSeries[];
  height: number;
  /** The y axis's ticks (default: round steps from 0 to the highest point). */
  yTicks?: number[];
  /** Labels of the x axis, or none (a sparkline). */
  xLabel?: (x: number) => string;
  legend?: boolean;
}

/**
 * Lines over a numeric x (time), with a count axis (see chart-frame.tsx); in right to left time runs
 * from the right.
 */
export function LineChart({ series, height, yTicks, xLabel, legend = false }: LineChartProps) {
  const xs = series.flatMap((s) => s.points.map((p) => p.x));
  const [minX, maxX] = [Math.min(...xs), Math.max(...xs)];
  const ticks = yTicks ?? niceTicks(Math.max(0, ...series.flatMap((s) => s.points.map((p) => p.y ?? 0))));
  const top = Math.max(1, ticks.at(-1)!);
  const axisWidth = tickAxisWidth(ticks);
  const axisHeight = xLabel ? 20 : 4;
  const draw = (width: number, mirror: Mirror) => {
    const plotWidth = Math.max(1, width - axisWidth - 8);
    const plotHeight = height - axisHeight - 6;
    const x = (value: number) =>
      axisWidth + (maxX > minX ? ((value - minX) / (maxX - minX)) * plotWidth : plotWidth / 2);
    const y = (value: number) => 6 + plotHeight - (value / top) * plotHeight;
    const xTicks = xLabel ? [0, 1 / 3, 2 / 3, 1].map((f) => minX + f * (maxX - minX)) : [];
    return (
      <>
        <ValueAxis ticks={ticks} y={y} left={axisWidth} width={plotWidth} height={plotHeight} mirror={mirror} />
        {xLabel &&
          xTicks.map((tick, i) => (
            <text
              key={i}
              className="chart__tick"
              x={mirror.x(x(tick))}
              y={height - 4}
              textAnchor={i === 0 ? 'start' : i === xTicks.length - 1 ? 'end' : 'middle'}
            >
              {xLabel(tick)}
            </text>
          ))}
        {series.map((s) => {
          const drawn = s.points.filter((p): p is { x: number; y: number } => p.y !== null);
          return (
            <polyline
              key={s.name}
              className="chart__line"
              stroke={s.color}
              points={drawn.map((p) => `${mirror.x(x(p.x)).toFixed(1)},${y(p.y).toFixed(1)}`).join(' ')}
            />
          );
        })}
      </>
    );
  };
  return (
    <>
      <ChartFrame height={height} draw={draw} />
      {legend && <Legend items={series.map(({ name, color }) => ({ name, color }))} />}
    </>
  );
}
