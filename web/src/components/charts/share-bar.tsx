import { formatPercent } from '@/lib/i18n/format';
import { ChartFrame, Legend, type Mirror } from './chart-frame';

export interface SharePart {
  name: string;
  value: number;
  color: string;
}

const TICKS = [0, 0.25, 0.5, 0.75, 1];

/**
 * One bar split into the parts' shares of their total, 0–100 %, with a legend in the parts' order;
 * in right to left 0 % is at the right and the first part starts there.
 */
export function ShareBar({ parts }: { parts: SharePart[] }) {
  const total = parts.reduce((sum, part) => sum + part.value, 0);
  const draw = (width: number, mirror: Mirror) => {
    // Room for half of "0%" and "100%" at the ends ("100 %" in Spanish).
    const left = 16;
    const plot = Math.max(1, width - left - 24);
    const x = (share: number) => left + share * plot;
    let start = 0;
    return (
      <>
        {TICKS.map((tick) => (
          <g key={tick}>
            <line className="chart__grid" x1={mirror.x(x(tick))} x2={mirror.x(x(tick))} y1={0} y2={34} />
            <text className="chart__tick" x={mirror.x(x(tick))} y={50} textAnchor="middle">
              {formatPercent(tick)}
            </text>
          </g>
        ))}
        {total > 0 &&
          parts.map((part) => {
            const from = start;
            start += part.value / total;
            return (
              <rect
                key={part.name}
                className="chart__bar"
                x={mirror.box(x(from), Math.max(0, x(start) - x(from)))}
                y={4}
                width={Math.max(0, x(start) - x(from))}
                height={28}
                fill={part.color}
              />
            );
          })}
      </>
    );
  };
  return (
    <>
      <ChartFrame height={56} draw={draw} />
      <Legend items={parts.map(({ name, color }) => ({ name, color }))} />
    </>
  );
}
