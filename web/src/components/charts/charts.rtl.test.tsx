/**
 * The charts in Arabic (issue 32): they mirror — categories and time start at the right, bars grow
 * from the right, the count axis sits on the right — and every number on them is written by
 * lib/i18n/format.ts in the reader's language. Drawn at the unmeasured 320 px width.
 */
import { render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLanguage } from '@/lib/i18n/i18n';
import { formatNumber, formatPercent } from '@/lib/i18n/format';
import { BarChart } from './bar-chart';
import { ColumnChart } from './column-chart';
import { LineChart } from './line-chart';
import { ShareBar } from './share-bar';

const WIDTH = 320;

afterEach(async () => {
  await activateLanguage('en');
});

const num = (element: Element | null | undefined, name: string) => Number(element?.getAttribute(name));
const bars = (container: HTMLElement) => [...container.querySelectorAll('.chart__bar')];
const ticks = (container: HTMLElement) => [...container.querySelectorAll('.chart__tick')];
const texts = (elements: Element[]) => elements.map((element) => element.textContent);

const columns = (
  <ColumnChart
    categories={['Mon', 'Tue', 'Wed']}
    series={[{ name: 'Views', color: 'var(--primary)', values: [4, 8, 12] }]}
    height={200}
  />
);

const shares = (
  <ShareBar
    parts={[
      { name: 'Yes', value: 3, color: 'var(--success)' },
      { name: 'No', value: 1, color: 'var(--danger)' },
    ]}
  />
);

describe('the charts in a right-to-left language', () => {
  it('draws left to right in English, the first column at the left and the axis numbers left of the plot', () => {
    const { container } = render(columns);
    expect(container.querySelector('svg')).toHaveAttribute('direction', 'ltr');
    const [first, , last] = bars(container);
    expect(num(first, 'x')).toBeLessThan(num(last, 'x'));
    const plot = container.querySelector('.chart__plot');
    expect(num(ticks(container)[0], 'x')).toBeLessThan(num(plot, 'x'));
  });

  it('puts the first column at the right in Arabic, the axis on the right, in the numbers format.ts writes for Arabic', async () => {
    const english = render(columns);
    const englishFirstX = num(bars(english.container)[0], 'x');
    english.unmount();

    await activateLanguage('ar');
    const { container } = render(columns);
    expect(container.querySelector('svg')).toHaveAttribute('direction', 'rtl');
    const [first, , last] = bars(container);
    expect(num(first, 'x')).toBeGreaterThan(num(last, 'x'));
    // The columns mirror exactly: the first's right edge is as far from the right as it was from the left.
    expect(WIDTH - (num(first, 'x') + num(first, 'width'))).toBeCloseTo(englishFirstX, 5);
    // The count axis's numbers sit right of the plot.
    const plot = container.querySelector('.chart__plot');
    const axisNumbers = ticks(container).filter((tick) => tick.getAttribute('text-anchor') === 'end');
    for (const tick of axisNumbers) expect(num(tick, 'x')).toBeGreaterThan(num(plot, 'x') + num(plot, 'width'));
    expect(texts(axisNumbers)).toEqual([0, 5, 10, 15].map((n) => formatNumber(n)));
  });

  it('grows horizontal bars from the right in Arabic, with the labels at the right', async () => {
    await activateLanguage('ar');
    const { container } = render(
      <BarChart
        rows={[
          { label: 'نعم', value: 3, note: 'a' },
          { label: 'لا', value: 1, note: 'b' },
        ]}
      />,
    );
    const [yes, no] = bars(container);
    // Both end at the same right edge (the value 0), the longer one reaching further left.
    expect(num(yes, 'x') + num(yes, 'width')).toBeCloseTo(num(no, 'x') + num(no, 'width'), 5);
    expect(num(yes, 'x')).toBeLessThan(num(no, 'x'));
    const label = [...container.querySelectorAll('.chart__label')].find((l) => l.textContent === 'نعم');
    expect(num(label, 'x')).toBeGreaterThan(num(yes, 'x') + num(yes, 'width'));
    // The count axis under the bars runs from 0 at the right.
    const [zero, ...rest] = ticks(container);
    expect(zero?.textContent).toBe(formatNumber(0));
    expect(num(zero, 'x')).toBeGreaterThan(num(rest.at(-1), 'x'));
  });

  it('starts the share bar at the right in Arabic and writes its percentages through formatPercent', async () => {
    await activateLanguage('ar');
    const { container } = render(shares);
    const [yes, no] = bars(container);
    expect(num(yes, 'x')).toBeGreaterThan(num(no, 'x'));
    expect(texts(ticks(container))).toEqual([0, 0.25, 0.5, 0.75, 1].map((r) => formatPercent(r)));
    expect(num(ticks(container)[0], 'x')).toBeGreaterThan(num(ticks(container)[4], 'x'));
  });

  it('writes the share bar’s percentages the Spanish way, left to right', async () => {
    await activateLanguage('es');
    const { container } = render(shares);
    expect(texts(ticks(container))).toEqual(['0\u00a0%', '25\u00a0%', '50\u00a0%', '75\u00a0%', '100\u00a0%']);
    const [yes, no] = bars(container);
    expect(num(yes, 'x')).toBeLessThan(num(no, 'x'));
  });

  it('runs time from the right in Arabic', async () => {
    await activateLanguage('ar');
    const { container } = render(
      <LineChart
        series={[
          {
            name: 'Viewers',
            color: 'var(--primary)',
            points: [
              { x: 0, y: 1 },
              { x: 10, y: 3 },
            ],
          },
        ]}
        height={100}
        xLabel={(x) => `t${x}`}
      />,
    );
    const [start, end] = container
      .querySelector('.chart__line')!
      .getAttribute('points')!
      .split(' ')
      .map((point) => Number(point.split(',')[0]));
    expect(start).toBeGreaterThan(end!);
    const first = ticks(container).find((tick) => tick.textContent === 't0');
    const last = ticks(container).find((tick) => tick.textContent === 't10');
    expect(num(first, 'x')).toBeGreaterThan(num(last, 'x'));
  });
});
