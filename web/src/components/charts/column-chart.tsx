import { ChartFrame, Legend, ValueAxis, fitLabel, niceTicks, tickAxisWidth, type Mirror } from './chart-frame';

export interface ColumnSeries {
  name: string;
  color: string;
  values: number[];
}

export interface ColumnChartProps {
  /** One label per column group, in reading order (left to right, or right to left). */
  categories: string[];
  series: ColumnSeries[];
  height: number;
  /** A legend under the chart (for more than one series). */
  legend?: boolean;
}

const AXIS_HEIGHT = 20;

/**
 * Which category labels fit under the columns: all when there is room, else the first, the last
 * and evenly spaced ones between (a 30-day range on a phone).
 */
function shownLabels(count: number, band: number, labelPx: number): Set<number> {
  const every = Math.max(1, Math.ceil(labelPx / Math.max(band, 1)));
  const shown = new Set<number>([0, count - 1]);
  for (let i = 0; i < count; i += every) if (count - 1 - i >= every / 2) shown.add(i);
  return shown;
}

/** A category's name under its column, kept inside the drawing at either end. */
function CategoryLabel(props: {
  text: string;
  center: number;
  halfWidth: number;
  min: number;
  max: number;
  y: number;
  mirror: Mirror;
}) {
  const { text, center, halfWidth, min, max, y, mirror } = props;
  const [x, anchor]: [number, 'start' | 'middle' | 'end'] =
    center + halfWidth > max ? [max - 2, 'end'] : center - halfWidth < min ? [min, 'start'] : [center, 'middle'];
  return (
    <text className="chart__tick" x={mirror.x(x)} y={y} textAnchor={anchor}>
      {text}
    </text>
  );
}

/**
 * Vertical columns per category, grouped by series, with a count axis (see chart-frame.tsx); in right
 * to left the first category is at the right and the axis on the right.
 */
export function ColumnChart({ categories, series, height, legend = false }: ColumnChartProps) {
  const max = Math.max(0, ...series.flatMap((s) => s.values));
  const ticks = niceTicks(max);
  const top = ticks.at(-1)!;
  const axisWidth = tickAxisWidth(ticks);
  const draw = (width: number, mirror: Mirror) => {
    const plotWidth = Math.max(1, width - axisWidth - 4);
    const plotHeight = height - AXIS_HEIGHT - 6;
    const band = plotWidth / Math.max(1, categories.length);
    const columnWidth = (band * 0.8) / Math.max(1, series.length);
    const y = (value: number) => 6 + plotHeight - (value / top) * plotHeight;
    const labelPx = Math.max(...categories.map((c) => c.length), 1) * 6.6 + 8;
    const labels = shownLabels(categories.length, band, labelPx);
    return (
      <>
        <ValueAxis ticks={ticks} y={y} left={axisWidth} width={plotWidth} height={plotHeight} mirror={mirror} />
        {categories.map((category, i) => {
          const left = axisWidth + i * band + band * 0.1;
          return (
            <g key={`${category}-${i}`}>
              {series.map((s, j) => {
                const value = s.values[i] ?? 0;
                return (
                  <rect
                    key={s.name}
                    className="chart__bar"
                    x={mirror.box(left + j * columnWidth, Math.max(1, columnWidth - (series.length > 1 ? 2 : 0)))}
                    y={y(value)}
                    width={Math.max(1, columnWidth - (series.length > 1 ? 2 : 0))}
                    height={Math.max(0, y(0) - y(value))}
                    fill={s.color}
                  />
                );
              })}
              {labels.has(i) && (
                <CategoryLabel
                  text={fitLabel(category, Math.max(band, labelPx), 11)}
                  center={axisWidth + (i + 0.5) * band}
                  halfWidth={labelPx / 2}
                  min={axisWidth}
                  max={width}
                  y={height - 4}
                  mirror={mirror}
                />
              )}
            </g>
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
