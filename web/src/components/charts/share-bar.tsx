import { ChartFrame, Legend } from './chart-frame';

export interface SharePart {
  name: string;
  value: number;
  color: string;
}

const TICKS = [0, 0.25, 0.5, 0.75, 1];

/** One bar split into the parts' shares of their total, 0–100 %, with a legend in the parts' order. */
export function ShareBar({ parts }: { parts: SharePart[] }) {
  const total = parts.reduce((sum, part) => sum + part.value, 0);
  const draw = (width: number) => {
    // Room for half of "0%" and "100%" at the ends.
    const left = 14;
    const plot = Math.max(1, width - left - 20);
    const x = (share: number) => left + share * plot;
    let start = 0;
    return (
      <>
        {TICKS.map((tick) => (
          <g key={tick}>
            <line className="chart__grid" x1={x(tick)} x2={x(tick)} y1={0} y2={34} />
            <text className="chart__tick" x={x(tick)} y={50} textAnchor="middle">
              {`${Math.round(tick * 100)}%`}
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
                x={x(from)}
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
