import { formatNumber } from '@/lib/i18n/format';
import { ChartFrame, fitLabel, niceTicks, type Mirror } from './chart-frame';

export interface BarRow {
  label: string;
  value: number;
  /** Written after the bar (a count and its share). */
  note?: string;
  /** The bar's colour (default: the theme's primary). */
  color?: string;
  /** The label's language, when it is not the page's (what an admin wrote, docs/languages.md). */
  lang?: string;
}

export interface BarChartProps {
  rows: BarRow[];
  /** Width of the label column beside the bars. */
  labelWidth?: number;
  /** Below this width the labels move above their bars, which then keep most of the width. */
  narrowBelow?: number;
}

const AXIS_HEIGHT = 22;
const NOTE_WIDTH = 72;

/**
 * Horizontal bars, one per row, with a count axis under them (a drawing: see chart-frame.tsx); in
 * right to left the labels sit at the right and the bars grow leftwards.
 */
export function BarChart({ rows, labelWidth = 140, narrowBelow = 0 }: BarChartProps) {
  const notes = rows.some((row) => row.note);
  const max = Math.max(0, ...rows.map((row) => row.value));
  const ticks = niceTicks(max);
  const top = ticks.at(-1)!;
  const rowHeight = (narrow: boolean) => (narrow ? 52 : 40);
  // Height for the wide layout; a narrow one needs more per row (its label sits above the bar).
  const height = (narrow: boolean) => rows.length * rowHeight(narrow) + AXIS_HEIGHT + 8;
  const draw = (width: number, mirror: Mirror) => {
    const narrow = width < narrowBelow;
    const left = narrow ? 4 : Math.min(labelWidth, width * 0.4) + 8;
    const right = width - (notes ? NOTE_WIDTH : 16);
    const plot = Math.max(1, right - left);
    const x = (value: number) => left + (value / top) * plot;
    const rowTop = (i: number) => (narrow ? 20 : 4) + i * rowHeight(narrow);
    const bar = narrow ? 16 : 24;
    const axisY = rowTop(rows.length) - (narrow ? 12 : 0);
    return (
      <>
        <rect className="chart__plot" x={mirror.box(left, plot)} y={0} width={plot} height={axisY} fill="none" />
        {ticks.map((tick) => (
          <g key={tick}>
            <line
              className="chart__grid"
              x1={mirror.x(x(tick))}
              x2={mirror.x(x(tick))}
              y1={0}
              y2={axisY}
              strokeDasharray="3 3"
            />
            <text className="chart__tick" x={mirror.x(x(tick))} y={axisY + 15} textAnchor="middle">
              {formatNumber(tick)}
            </text>
          </g>
        ))}
        {rows.map((row, i) => {
          const y = rowTop(i) + (rowHeight(narrow) - (narrow ? 20 : 0) - bar) / 2;
          return (
            <g key={`${row.label}-${i}`}>
              <text
                className="chart__label"
                x={mirror.x(narrow ? left + 2 : left - 8)}
                y={narrow ? y - 6 : y + bar / 2 + 4}
                textAnchor={narrow ? 'start' : 'end'}
                lang={row.lang}
              >
                {fitLabel(row.label, narrow ? plot : left - 12, 13)}
              </text>
              <rect
                className="chart__bar"
                x={mirror.box(left, Math.max(0, x(row.value) - left))}
                y={y}
                width={Math.max(0, x(row.value) - left)}
                height={bar}
                rx={3}
                fill={row.color ?? 'var(--primary)'}
              />
              {row.note && (
                <text className="chart__label" x={mirror.x(x(row.value) + 6)} y={y + bar / 2 + 4}>
                  {row.note}
                </text>
              )}
            </g>
          );
        })}
      </>
    );
  };
  return <ChartFrame height={(width) => height(width < narrowBelow)} draw={draw} />;
}
