import { BALLOT_LIMITS } from '@civic/domain';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

vi.mock('../api/save-ballot', () => ({ saveBallot: vi.fn(async () => ({ ballotId: 'b1' })) }));
vi.mock('@/lib/notifications', () => ({ notify: { success: vi.fn(), error: vi.fn() } }));
const { saveBallot } = await import('../api/save-ballot');
const { BallotEditor } = await import('./ballot-editor');

/** A new ballot with its title and one article typed, and "Other languages" open. */
async function newBallotWithOtherLanguages() {
  render(<BallotEditor ballot={null} onDone={() => {}} />);
  await userEvent.type(screen.getByLabelText('Ballot title'), 'Charter');
  await userEvent.type(screen.getByLabelText('Article 1 title'), 'Name');
  await userEvent.type(screen.getByLabelText('Article 1 text'), 'The city is called Civica.');
  await userEvent.click(screen.getByText('Other languages'));
}

describe('BallotEditor in other languages', () => {
  it('sends the Spanish title and an article’s Arabic version, the article keeping its place', async () => {
    await newBallotWithOtherLanguages();
    await userEvent.type(screen.getByLabelText('Ballot title Español'), 'Carta');
    await userEvent.type(screen.getByLabelText('Article 1 text العربية'), 'اسم المدينة سيفيكا.');
    await userEvent.click(screen.getByRole('button', { name: 'Create ballot' }));
    expect(saveBallot).toHaveBeenLastCalledWith(
      null,
      expect.objectContaining({
        language: 'en',
        translations: { es: { title: 'Carta' } },
        articles: [
          {
            title: 'Name',
            text: 'The city is called Civica.',
            translations: { ar: { text: 'اسم المدينة سيفيكا.' } },
          },
        ],
      }),
    );
  });

  it('says when an article’s version is too long, and saves nothing', async () => {
    vi.mocked(saveBallot).mockClear();
    await newBallotWithOtherLanguages();
    await userEvent.click(screen.getByLabelText('Article 1 title Español'));
    await userEvent.paste('x'.repeat(BALLOT_LIMITS.articleTitleMax + 1));
    await userEvent.click(screen.getByRole('button', { name: 'Create ballot' }));
    expect(screen.getByLabelText('Article 1 title Español')).toHaveAccessibleDescription(
      `Article titles must be at most ${BALLOT_LIMITS.articleTitleMax} characters`,
    );
    expect(saveBallot).not.toHaveBeenCalled();
  });
});
