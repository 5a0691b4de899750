import { pickPollVersion, type Tallies, type VoteDoc } from '@civic/domain';
import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activateLanguage } from '@/lib/i18n/i18n';
import type { PollView } from '../api/poll-view';

vi.mock('../api/cast-vote', () => ({ castVote: vi.fn() }));
vi.mock('../api/record-ad-click', () => ({ recordAdClick: vi.fn() }));
vi.mock('../api/record-impression', () => ({ recordImpression: vi.fn(async () => undefined) }));
const { BallotCard } = await import('./poll-ballot');

const optionIds = ['schools', 'parks'];
const poll = {
  id: 'p1',
  kind: 'poll',
  question: 'What first?',
  options: optionIds.map((id) => ({ id, label: id === 'schools' ? 'Schools' : 'Parks' })),
  optionIds,
  published: true,
  opensAtMs: 0,
  closesAtMs: Number.MAX_SAFE_INTEGER,
  resultsVisibility: 'live',
  sponsor: null,
} as unknown as PollView;

const showBallot = (myVote: VoteDoc, tallies: Tallies) =>
  render(<BallotCard poll={poll} status="open" uid="u1" myVote={myVote} tallies={tallies} />);

describe('BallotCard right after voting', () => {
  it('shows the voter’s own vote counted and says the count is catching up', () => {
    showBallot({ optionId: 'schools', votedAt: null }, { schools: 0, parks: 0 });
    const mine = within(screen.getByRole('list', { name: 'Results' }))
      .getByText('Schools')
      .closest('li');
    expect(mine).toHaveTextContent('Schools (your vote)');
    expect(mine).toHaveTextContent('100% · 1');
    expect(screen.getByText('1 vote in total')).toBeInTheDocument();
    expect(screen.getByText(/the server’s count is catching up/)).toBeInTheDocument();
  });

  it('once the server has counted it, shows the tallies as they are and no catching-up note', () => {
    showBallot({ optionId: 'schools', votedAt: null, counted: true }, { schools: 1, parks: 1 });
    expect(screen.getByText('2 votes in total')).toBeInTheDocument();
    expect(screen.queryByText(/catching up/)).toBeNull();
  });
});

describe('BallotCard in the reader’s language', () => {
  afterEach(() => activateLanguage('en'));

  it('speaks Spanish: the locked choice, the vote marker and the total as a plural', async () => {
    await activateLanguage('es');
    showBallot({ optionId: 'schools', votedAt: null, counted: true }, { schools: 1, parks: 1 });
    expect(screen.getByRole('status')).toHaveTextContent('Votaste Schools. Tu elección queda fijada.');
    expect(screen.getByText('2 votos en total')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Resultados' })).getByText('(tu voto)')).toBeInTheDocument();
  });

  it('speaks Arabic with the dual form, the option isolated in the sentence', async () => {
    await activateLanguage('ar');
    showBallot({ optionId: 'parks', votedAt: null, counted: true }, { schools: 1, parks: 1 });
    expect(screen.getByText('صوتان إجمالًا')).toBeInTheDocument();
    expect(screen.getByRole('status').querySelector('bdi')).toHaveTextContent('Parks');
  });
});

describe('BallotCard marks each text with its own language (WCAG 3.1.2)', () => {
  afterEach(() => activateLanguage('en'));
  const written = {
    ...poll,
    language: 'en',
    question: 'Which park first?',
    description: 'Asked live.',
    translations: { es: { question: '¿Qué parque primero?' } },
    options: [
      { id: 'schools', label: 'Schools', translations: { es: { label: 'Escuelas' } } },
      { id: 'parks', label: 'Parks' },
    ],
  } as unknown as PollView;
  const languages = (selector: string) =>
    [...document.querySelectorAll<HTMLElement>(selector)].map((e) => [e.textContent, e.lang, e.dir]);

  it('in an Arabic page, a poll with no Arabic version is marked English, question, description and options', async () => {
    await activateLanguage('ar');
    render(<BallotCard poll={pickPollVersion(written, 'ar')} status="open" uid="u1" myVote={null} tallies={null} />);
    expect(screen.getByRole('heading', { name: 'Which park first?' })).toHaveAttribute('lang', 'en');
    expect(screen.getByText('Asked live.')).toHaveAttribute('lang', 'en');
    expect(languages('.poll-ballot__option bdi')).toEqual([
      ['Schools', 'en', 'ltr'],
      ['Parks', 'en', 'ltr'],
    ]);
  });

  it('in a Spanish page, each text carries the language it is shown in: the version’s, or the author’s', async () => {
    await activateLanguage('es');
    render(
      <BallotCard
        poll={pickPollVersion(written, 'es')}
        status="open"
        uid="u1"
        myVote={{ optionId: 'parks', votedAt: null, counted: true }}
        tallies={{ schools: 1, parks: 1 }}
      />,
    );
    expect(screen.getByRole('heading', { name: '¿Qué parque primero?' })).toHaveAttribute('lang', 'es');
    expect(screen.getByText('Asked live.')).toHaveAttribute('lang', 'en');
    expect(languages('.poll-bars__label bdi')).toEqual([
      ['Escuelas', 'es', 'ltr'],
      ['Parks', 'en', 'ltr'],
    ]);
    expect(languages('.poll-ballot__locked bdi')).toEqual([['Parks', 'en', 'ltr']]);
  });

  it('an Arabic poll read in English is marked Arabic, right to left', async () => {
    render(
      <BallotCard
        poll={pickPollVersion({ ...written, language: 'ar', translations: undefined }, 'en')}
        status="open"
        uid="u1"
        myVote={null}
        tallies={null}
      />,
    );
    expect(languages('.poll-ballot__option bdi')).toEqual([
      ['Schools', 'ar', 'rtl'],
      ['Parks', 'ar', 'rtl'],
    ]);
  });
});
