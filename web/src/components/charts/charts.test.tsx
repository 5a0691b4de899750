import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BarChart } from './bar-chart';
import { niceTicks } from './chart-frame';
import { ColumnChart } from './column-chart';
import { LineChart } from './line-chart';
import { ShareBar } from './share-bar';

const widths = (container: HTMLElement) =>
  [...container.querySelectorAll('.chart__bar')].map((bar) => Number(bar.getAttribute('width')));

describe('the SVG charts', () => {
  it('counts in round steps from 0, whole numbers only', () => {
    expect(niceTicks(0)).toEqual([0, 1]);
    expect(niceTicks(3)).toEqual([0, 1, 2, 3]);
    expect(niceTicks(37)).toEqual([0, 10, 20, 30, 40]);
    expect(niceTicks(1200)).toEqual([0, 500, 1000, 1500]);
  });

  it('draws one bar per row, in proportion, hidden from screen readers and not focusable', () => {
    const { container } = render(
      <BarChart
        rows={[
          { label: 'Yes', value: 3, note: '3 (75%)' },
          { label: 'No', value: 1, note: '1 (25%)' },
          { label: 'Blank', value: 0 },
        ]}
      />,
    );
    const [yes, no, blank] = widths(container);
    expect(yes).toBeCloseTo(3 * no!, 5);
    expect(blank).toBe(0);
    expect(container.querySelector('.chart-frame')).toHaveAttribute('aria-hidden', 'true');
    expect(container.querySelector('svg')).toHaveAttribute('focusable', 'false');
    expect(container.textContent).toContain('3 (75%)');
  });

  it('groups columns by series and names the series in a legend', () => {
    const { container } = render(
      <ColumnChart
        categories={['A', 'B']}
        series={[
          { name: 'Impressions', color: 'var(--primary)', values: [10, 4] },
          { name: 'Clicks', color: 'var(--success)', values: [5, 2] },
        ]}
        height={200}
        legend
      />,
    );
    expect(container.querySelectorAll('.chart__bar')).toHaveLength(4);
    expect([...container.querySelectorAll('.chart__legend-item')].map((li) => li.textContent)).toEqual([
      'Impressions',
      'Clicks',
    ]);
  });

  it('joins a line over the points it has, skipping the missing ones', () => {
    const { container } = render(
      <LineChart
        series={[
          {
            name: 'Poll',
            color: 'var(--primary)',
            points: [
              { x: 0, y: 1 },
              { x: 1, y: null },
              { x: 2, y: 3 },
            ],
          },
        ]}
        height={100}
      />,
    );
    expect(container.querySelector('.chart__line')?.getAttribute('points')?.split(' ')).toHaveLength(2);
  });

  it('splits one bar into shares, with the legend in the parts’ order and 0 % to 100 % ticks', () => {
    const { container } = render(
      <ShareBar
        parts={[
          { name: 'Yes', value: 2, color: 'var(--success)' },
          { name: 'No', value: 1, color: 'var(--danger)' },
          { name: 'Abstain', value: 1, color: 'var(--text-muted)' },
        ]}
      />,
    );
    const [yes, no, abstain] = widths(container);
    expect(yes).toBeCloseTo(2 * no!, 5);
    expect(no).toBeCloseTo(abstain!, 5);
    expect([...container.querySelectorAll('.chart__tick')].map((t) => t.textContent)).toEqual([
      '0%',
      '25%',
      '50%',
      '75%',
      '100%',
    ]);
    expect([...container.querySelectorAll('.chart__legend-item')].map((li) => li.textContent)).toEqual([
      'Yes',
      'No',
      'Abstain',
    ]);
  });
});
