/**
 * A ballot's texts marked with their own language (WCAG 3.1.2, issue 41): in an Arabic page, a
 * charter written in English with an Arabic version of its title and of one article only.
 */
import { pickBallotVersion } from '@civic/domain';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activateLanguage } from '@/lib/i18n/i18n';
import type { BallotView } from '../api/ballot-view';

vi.mock('../api/cast-ballot', () => ({ castBallot: vi.fn() }));
const { BallotForm } = await import('./ballot-form');

const written = {
  id: 'b1',
  language: 'en',
  title: 'City charter',
  introduction: 'Vote on each article.',
  translations: { ar: { title: 'ميثاق المدينة' } },
  articles: [
    {
      id: 'a1',
      title: 'Name of the city',
      text: 'The city keeps its name.',
      translations: { ar: { title: 'اسم المدينة' } },
    },
    { id: 'a2', title: 'Parks', text: 'Every district has a park.' },
  ],
} as unknown as BallotView;

afterEach(() => activateLanguage('en'));

describe('BallotForm in an Arabic page', () => {
  it('marks each article’s title and text with the language it is shown in', async () => {
    await activateLanguage('ar');
    render(<BallotForm ballot={pickBallotVersion(written, 'ar')} onCast={() => undefined} />);
    expect(screen.getByText('اسم المدينة')).toHaveAttribute('lang', 'ar');
    expect(screen.getByText('The city keeps its name.')).toHaveAttribute('lang', 'en');
    expect(screen.getByText('Parks')).toHaveAttribute('lang', 'en');
    expect(screen.getByText('Parks')).toHaveAttribute('dir', 'ltr');
    expect(screen.getByText('Every district has a park.')).toHaveAttribute('lang', 'en');
  });
});
