/**
 * The trend charts in the reader's language: titles, the range's plural and the day labels come
 * from the catalog and Intl (the real counts run on the emulators in tests/e2e/admin-dashboard).
 */
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activateLanguage } from '@/lib/i18n/i18n';
import type { Day } from '../api/days';
import { TrendCharts } from './trend-charts';

vi.mock('../api/load-trends', () => ({
  loadTrends: (days: Day[]) =>
    Promise.resolve(days.map((day) => ({ label: day.label, newAccounts: 2, votes: 3, comments: 1, peakViewers: 4 }))),
}));

afterEach(() => activateLanguage('en'));

describe('TrendCharts', () => {
  it('speaks Spanish: the range as a plural, the series and their totals', async () => {
    await activateLanguage('es');
    render(<TrendCharts />);
    expect(screen.getByRole('heading', { name: 'Últimos 7 días' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '30 días' })).toBeTruthy();
    expect(await screen.findByText('Cuentas nuevas')).toBeTruthy();
    expect(screen.getByTestId('trend-total-votes').textContent).toBe('21 en total');
    expect(screen.getByTestId('trend-total-peakViewers').textContent).toBe('máximo 4');
  });

  it('speaks Arabic with its own plural forms (7 takes “few”, 30 “many”)', async () => {
    await activateLanguage('ar');
    render(<TrendCharts />);
    expect(screen.getByRole('heading', { name: 'آخر 7 أيام' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '30 يومًا' })).toBeTruthy();
    expect((await screen.findByTestId('trend-total-votes')).textContent).toBe('21 إجمالًا');
  });
});
