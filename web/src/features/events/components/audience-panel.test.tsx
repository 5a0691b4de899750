/**
 * The control room's audience panel in words (issue 20): each reaction total is named, not just an
 * emoji hidden from screen readers, and the viewers sparkline is labelled, with the current and
 * peak numbers as text, and a flat line said to be steady. The listeners are replaced here.
 */
import { render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { activateLanguage } from '@/lib/i18n/i18n';

const NOW = Date.UTC(2026, 10, 25, 18, 30);
let samples: { at: number; count: number }[] = [];
let viewersNow = 3;
vi.mock('../api/use-viewer-history', () => ({
  useViewerHistory: () => ({ state: 'ready', data: samples }),
}));
vi.mock('../api/use-reaction-pulse', () => ({
  useReactionPulse: () => ({ totals: { clap: 1, heart: 0, laugh: 0, wow: 2, up: 0 }, floats: [] }),
}));
vi.mock('@/lib/use-now', () => ({ useNow: () => NOW }));

const { AudiencePanel } = await import('./audience-panel');
const minutesAgo = (n: number, count: number) => ({ at: NOW - n * 60_000, count });

beforeEach(() => {
  samples = [];
  viewersNow = 3;
});
afterEach(async () => {
  await activateLanguage('en');
});

describe('AudiencePanel', () => {
  it('names every reaction total ("Applause: 1"), not just its hidden emoji', () => {
    render(<AudiencePanel eventId="e1" viewers={viewersNow} />);
    const totals = within(screen.getByRole('list', { name: 'Reaction totals' })).getAllByRole('listitem');
    expect(totals.map((li) => li.textContent?.replace(/\s+/g, ' ').trim())).toEqual([
      '👏 Applause: 1',
      '❤️ Love it: 0',
      '😂 Funny: 0',
      '😮 Surprising: 2',
      '👍 Agree: 0',
    ]);
  });

  it('labels the viewers sparkline and says now and peak in text', () => {
    samples = [minutesAgo(3, 2), minutesAgo(2, 5), minutesAgo(1, 3)];
    render(<AudiencePanel eventId="e1" viewers={viewersNow} />);
    const figure = screen.getByRole('figure', { name: 'Viewers over the last 30 minutes' });
    expect(within(figure).getByText('Viewers, last 30 minutes')).toBeVisible();
    expect(figure).toHaveTextContent('Now 3 · peak 5');
  });

  it('says a flat line is steady, with its number', () => {
    samples = [minutesAgo(4, 3), minutesAgo(3, 3), minutesAgo(2, 3), minutesAgo(1, 3)];
    render(<AudiencePanel eventId="e1" viewers={viewersNow} />);
    const figure = screen.getByRole('figure', { name: 'Viewers over the last 30 minutes' });
    expect(figure).toHaveTextContent('Steady at 3 viewers for the last 4 minutes');
  });

  it('before the first samples, still says the number now', () => {
    viewersNow = 1;
    render(<AudiencePanel eventId="e1" viewers={viewersNow} />);
    const figure = screen.getByRole('figure', { name: 'Viewers over the last 30 minutes' });
    expect(figure).toHaveTextContent('Now 1 · peak 1');
  });

  it('speaks Spanish, with its plurals: one viewer, several minutes', async () => {
    await activateLanguage('es');
    viewersNow = 1;
    samples = [minutesAgo(3, 1), minutesAgo(2, 1), minutesAgo(1, 1)];
    render(<AudiencePanel eventId="e1" viewers={viewersNow} />);
    const figure = screen.getByRole('figure', { name: 'Espectadores en los últimos 30 minutos' });
    expect(figure).toHaveTextContent('Estable en 1 espectador durante los últimos 3 minutos');
    expect(screen.getByText('espectador ahora')).toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: 'Total de reacciones' })).getByText('Aplausos:'),
    ).toBeInTheDocument();
  });

  it('speaks Arabic, with its dual', async () => {
    await activateLanguage('ar');
    viewersNow = 2;
    samples = [minutesAgo(2, 2), minutesAgo(1, 2)];
    render(<AudiencePanel eventId="e1" viewers={viewersNow} />);
    expect(screen.getByText('مشاهدان الآن')).toBeInTheDocument();
    expect(screen.getByRole('figure', { name: 'المشاهدون خلال آخر 30 دقيقة' })).toHaveTextContent(
      'ثابت عند مشاهدَين خلال آخر دقيقتين',
    );
  });
});
