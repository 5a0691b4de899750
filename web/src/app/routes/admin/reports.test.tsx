/**
 * /Admin/reports in the reader's language: the header, the tabs and their names come from the
 * catalog (the panels are their features' own, stubbed here; they are tested with their features).
 */
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activateLanguage } from '@/lib/i18n/i18n';
import { Component as ReportsRoute } from './reports';

vi.mock('@/features/reports/components/report-admin', () => ({ ReportAdmin: () => null }));
vi.mock('@/features/analytics/components/analytics-panel', () => ({ AnalyticsPanel: () => null }));
vi.mock('@/features/analytics/components/export-panel', () => ({ ExportPanel: () => null }));
vi.mock('@/features/events/components/event-picker', () => ({ EventPicker: () => null }));

afterEach(() => activateLanguage('en'));

const at = (url: string) =>
  render(
    <MemoryRouter initialEntries={[url]}>
      <ReportsRoute />
    </MemoryRouter>,
  );

describe('/Admin/reports', () => {
  it('speaks Spanish on the Analytics tab', async () => {
    await activateLanguage('es');
    at('/Admin/reports?tab=analytics');
    expect(screen.getByRole('heading', { level: 1, name: 'Denuncias' })).toBeInTheDocument();
    const tabs = screen.getByRole('navigation', { name: 'Secciones de denuncias' });
    expect(tabs).toHaveTextContent('DenunciasEstadísticas');
    expect(screen.getByRole('link', { name: 'Estadísticas' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByText(/^Lo que pasó en un evento/)).toBeInTheDocument();
  });

  it('speaks Arabic on the Reports tab', async () => {
    await activateLanguage('ar');
    at('/Admin/reports');
    expect(screen.getByRole('link', { name: 'البلاغات' })).toHaveAttribute('aria-current', 'page');
  });
});
