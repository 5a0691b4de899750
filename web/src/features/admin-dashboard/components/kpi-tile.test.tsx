/**
 * A KPI tile loads on its own: loading, its figure, an empty sentence, or an error with Retry
 * that leaves its neighbours alone. The real counts run on the emulators in
 * tests/e2e/admin-dashboard.test.ts.
 */
import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { KpiTile } from './kpi-tile';

const tile = (title: string, load: () => Promise<number | null>) => (
  <KpiTile
    id={title.toLowerCase().replaceAll(' ', '-')}
    title={title}
    to="/Admin/polls"
    linkLabel={`Open ${title}`}
    load={load}
    figure={(value) => (value === null ? null : { value: String(value), detail: 'today' })}
    emptyText="Nothing to count yet."
  />
);

describe('KpiTile', () => {
  it('shows loading, then its figure and its link', async () => {
    render(<MemoryRouter>{tile('Votes today', () => Promise.resolve(42))}</MemoryRouter>);
    const card = screen.getByRole('article', { name: 'Votes today' });
    expect(within(card).getByRole('status').textContent).toContain('Loading');
    expect((await within(card).findByTestId('kpi-votes-today')).textContent).toBe('42');
    expect(within(card).getByRole('link', { name: 'Open Votes today' }).getAttribute('href')).toBe('/Admin/polls');
  });

  it('holds the lines of its figure while loading, so the tiles below do not move when it arrives', async () => {
    const { container } = render(<MemoryRouter>{tile('Votes today', () => Promise.resolve(42))}</MemoryRouter>);
    const lines = () => [...container.querySelectorAll('.kpi-tile > p')].map((p) => p.className);
    const loading = lines();
    await screen.findByTestId('kpi-votes-today');
    expect(loading.map((c) => c.replace(' kpi-tile__value--loading', ''))).toEqual(lines());
  });

  it('says so when there is nothing to count', async () => {
    render(<MemoryRouter>{tile('Live viewers now', () => Promise.resolve(null))}</MemoryRouter>);
    expect(await screen.findByText('Nothing to count yet.')).toBeTruthy();
  });

  it('a failed tile shows its error and Retry; the tile beside it still shows its figure', async () => {
    const failing = vi.fn().mockRejectedValueOnce(new Error('permission-denied')).mockResolvedValueOnce(7);
    render(
      <MemoryRouter>
        {tile('Open reports', failing)}
        {tile('Open polls', () => Promise.resolve(3))}
      </MemoryRouter>,
    );
    const broken = screen.getByRole('article', { name: 'Open reports' });
    expect((await within(broken).findByRole('alert')).textContent).toContain('Could not load this figure.');
    expect((await screen.findByTestId('kpi-open-polls')).textContent).toBe('3');
    fireEvent.click(within(broken).getByRole('button', { name: 'Retry' }));
    expect((await within(broken).findByTestId('kpi-open-reports')).textContent).toBe('7');
    expect(failing).toHaveBeenCalledTimes(2);
  });
});
