/**
 * The app's charts are plain SVG drawn here (docs/performance.md, "Charts"): recharts weighed
 * 105 KB gzip for seven small charts. Every chart is a drawing only — hidden from screen readers,
 * never focusable — and its caller puts the same numbers in text beside it. Colours are the theme's
 * CSS variables, so light and dark mode need nothing more; the drawing is laid out for its
 * measured width (labels never scale down on a phone).
 *
 * Right to left: each chart lays itself out left to right and places every x through a `Mirror`,
 * which reflects it across the drawing in a right-to-left language — time and categories start at
 * the right, bars grow from the right, the count axis sits on the right. The SVG carries the
 * language's `direction`, so a text's `start`/`end` anchor follows the reading direction and the
 * same anchor mirrors with its x (a label "ending" at the axis still ends at it).
 */
import { useLingui } from '@lingui/react';
import type { ReactNode } from 'react';
import { formatNumber } from '@/lib/i18n/format';
import { directionOf } from '@/lib/i18n/languages';
import { useElementWidth } from '@/lib/use-element-width';
import './charts.css';

/** Width assumed before the first measurement (and in tests, where nothing is laid out). */
const UNMEASURED_WIDTH = 320;

/** Where a left-to-right x lands in the drawing's direction. */
export interface Mirror {
  /** A point's x (a line's end, a text's anchor). */
  x: (x: number) => number;
  /** The left edge of a box `size` wide whose left-to-right left edge is `x`. */
  box: (x: number, size: number) => number;
}

/** The identity left to right; a reflection across a drawing `width` wide right to left. */
export function mirrorFor(direction: 'ltr' | 'rtl', width: number): Mirror {
  return direction === 'rtl'
    ? { x: (x) => width - x, box: (x, size) => width - x - size }
    : { x: (x) => x, box: (x) => x };
}

/**
 * A box filled by a drawing made for its width in px; `height` in px, or as the width decides (a
 * layout that changes on a phone). The drawing mirrors in a right-to-left language (see above).
 */
export function ChartFrame({
  height,
  draw,
}: {
  height: number | ((width: number) => number);
  draw: (width: number, mirror: Mirror) => ReactNode;
}) {
  const { ref, width } = useElementWidth<HTMLDivElement>();
  // The language from the provider (not <html dir>), so a chart redraws when the language changes.
  const direction = directionOf(useLingui().i18n.locale);
  const drawn = Math.max(1, Math.floor(width ?? UNMEASURED_WIDTH));
  const tall = typeof height === 'number' ? height : height(drawn);
  return (
    <div ref={ref} className="chart-frame" style={{ height: tall }} aria-hidden="true">
      <svg
        className="chart"
        width={drawn}
        height={tall}
        viewBox={`0 0 ${drawn} ${tall}`}
        direction={direction}
        focusable="false"
      >
        {draw(drawn, mirrorFor(direction, drawn))}
      </svg>
    </div>
  );
}

/** About `count` round steps from 0 to at least `max` (1, 2 or 5 times a power of ten). */
export function niceTicks(max: number, count = 4): number[] {
  if (!(max > 0)) return [0, 1];
  const raw = max / count;
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 5, 10].map((m) => m * power).find((s) => s >= raw) ?? 10 * power;
  const whole = Math.max(1, Math.round(step)); // counts: never a step below 1
  const top = Math.ceil(max / whole) * whole;
  const ticks: number[] = [];
  for (let tick = 0; tick <= top; tick += whole) ticks.push(tick);
  return ticks;
}

/** Series of a chart with their names, in a row under it. */
export function Legend({ items }: { items: { name: string; color: string }[] }) {
  return (
    <ul className="chart-legend" aria-hidden="true">
      {items.map((item) => (
        <li key={item.name} className="chart__legend-item">
          <span className="chart-legend__swatch" style={{ background: item.color }} />
          {item.name}
        </li>
      ))}
    </ul>
  );
}

/** Characters of a label that fit `px` at the charts' 11–13 px type (a rough 0.6 em per character). */
export const fitLabel = (text: string, px: number, fontPx = 12) => {
  const chars = Math.max(3, Math.floor(px / (fontPx * 0.6)));
  return text.length > chars ? `${text.slice(0, chars - 1)}…` : text;
};

/** Room for the widest of `ticks` written in the reader's digits, at the ticks' 11 px type. */
export const tickAxisWidth = (ticks: number[]) => Math.max(...ticks.map((tick) => formatNumber(tick).length)) * 7 + 10;

/**
 * The plot area of a chart with a vertical count axis: its box, a grid line per tick across it and
 * the tick's number before it (left of it, right of it in right to left); `y` places a value (the
 * top of the plot is 6 px down).
 */
export function ValueAxis(props: {
  ticks: number[];
  y: (value: number) => number;
  left: number;
  width: number;
  height: number;
  mirror: Mirror;
}) {
  const { ticks, y, left, width, height, mirror } = props;
  return (
    <>
      <rect className="chart__plot" x={mirror.box(left, width)} y={6} width={width} height={height} fill="none" />
      {ticks.map((tick) => (
        <g key={tick}>
          <line className="chart__grid" x1={mirror.x(left)} x2={mirror.x(left + width)} y1={y(tick)} y2={y(tick)} />
          <text className="chart__tick" x={mirror.x(left - 6)} y={y(tick) + 4} textAnchor="end">
            {formatNumber(tick)}
          </text>
        </g>
      ))}
    </>
  );
}
