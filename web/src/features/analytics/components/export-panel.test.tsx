/**
 * The exports' screen speaks the reader's language — buttons, progress, the result and refusals —
 * while the files keep their English column headers (the download itself runs in tests/e2e/analytics).
 */
import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activateLanguage } from '@/lib/i18n/i18n';
import type * as downloadModule from '../api/download-export';
import { ExportRefusal, downloadExport } from '../api/download-export';
import { ExportPanel } from './export-panel';

vi.mock('../api/download-export', async (importOriginal) => ({
  ...(await importOriginal<typeof downloadModule>()),
  downloadExport: vi.fn(),
}));
const download = vi.mocked(downloadExport);

afterEach(() => activateLanguage('en'));

describe('ExportPanel', () => {
  it('says in English how many rows were downloaded', async () => {
    download.mockResolvedValueOnce({ rows: 1, total: 1 });
    render(<ExportPanel eventId="e1" />);
    fireEvent.click(screen.getByRole('button', { name: 'Export votes' }));
    expect(await screen.findByText('Votes: 1 row downloaded.')).toBeInTheDocument();
  });

  it('speaks Spanish: the button, the rows as a plural, and a refusal by its status', async () => {
    await activateLanguage('es');
    download.mockResolvedValueOnce({ rows: 1200, total: 1200 });
    render(<ExportPanel eventId="e1" />);
    fireEvent.click(screen.getByRole('button', { name: 'Exportar votos' }));
    expect(await screen.findByText('Votos: 1200 filas descargadas.')).toBeInTheDocument();

    download.mockRejectedValueOnce(new ExportRefusal(403, 'Admins only'));
    fireEvent.click(screen.getByRole('button', { name: 'Exportar denuncias' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Solo un administrador activo puede exportar este evento.',
    );
  });

  it('speaks Arabic with the dual form', async () => {
    await activateLanguage('ar');
    download.mockResolvedValueOnce({ rows: 2, total: 2 });
    render(<ExportPanel eventId="e1" />);
    fireEvent.click(screen.getByRole('button', { name: 'تصدير الأصوات' }));
    expect(await screen.findByText('الأصوات: نُزّل صفّان.')).toBeInTheDocument();
  });
});
