/**
 * The report dialog and the reporter's open reports in Spanish (issue 32): subjects, categories
 * and statuses come from the catalog, not from the domain's English tables.
 */
import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activateLanguage } from '@/lib/i18n/i18n';

vi.mock('../api/file-report', () => ({ fileReport: vi.fn() }));
vi.mock('../api/use-my-open-reports', () => ({
  useMyOpenReports: () => ({
    state: 'ready',
    data: [
      { id: 'r1', status: 'in-review', text: 'El vídeo se corta' },
      { id: 'r2', status: 'open', text: 'No veo la encuesta' },
    ],
  }),
}));

const { ReportButton } = await import('./report-button');
const { MyOpenReports } = await import('./my-open-reports');

afterEach(async () => {
  await activateLanguage('en');
});

describe('reports in Spanish', () => {
  it('offers the subjects and categories in Spanish', async () => {
    await activateLanguage('es');
    render(<ReportButton eventId={null} commentId={null} />);
    fireEvent.click(screen.getByRole('button', { name: 'Reportar un problema' }));
    await screen.findByRole('dialog'); // the dialog loads on first use
    expect(screen.getByRole('heading', { name: 'Reportar un problema' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Una encuesta' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Problema técnico' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Enviar reporte' })).toBeInTheDocument();
  });

  it('names each open report’s status in Spanish, and shows what the reporter wrote as written', async () => {
    await activateLanguage('es');
    render(<MyOpenReports uid="u1" />);
    expect(screen.getByText('En revisión')).toBeInTheDocument();
    expect(screen.getByText('Abierto')).toBeInTheDocument();
    expect(screen.getByText('El vídeo se corta')).toHaveAttribute('dir', 'auto');
  });
});
