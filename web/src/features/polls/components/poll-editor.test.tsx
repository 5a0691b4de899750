import { POLL_LIMITS } from '@civic/domain';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

vi.mock('../api/save-poll', () => ({ savePoll: vi.fn(async () => ({ pollId: 'q1' })) }));
vi.mock('@/lib/notifications', () => ({ notify: { success: vi.fn(), error: vi.fn() } }));
const { savePoll } = await import('../api/save-poll');
const { PollEditor } = await import('./poll-editor');

const newQuestion = () => render(<PollEditor group="question" poll={null} answersLocked={false} onDone={() => {}} />);

describe('PollEditor for live questions', () => {
  it('shows the scale’s field messages and saves nothing until the range fits', async () => {
    newQuestion();
    await userEvent.type(screen.getByLabelText('Question'), 'How safe do you feel at night?');
    await userEvent.selectOptions(screen.getByLabelText('Kind'), 'scale');
    await userEvent.clear(screen.getByLabelText('To'));
    await userEvent.type(screen.getByLabelText('To'), '11');
    await userEvent.type(screen.getByLabelText('Low end’s label (optional)'), 'x'.repeat(41));
    await userEvent.click(screen.getByRole('button', { name: 'Create live question' }));
    expect(screen.getByText('The top of the scale must be at most 10')).toBeInTheDocument();
    expect(screen.getByText('The low end’s label must be at most 40 characters')).toBeInTheDocument();
    expect(savePoll).not.toHaveBeenCalled();
  });

  it('creates a word cloud with its words per person and no options', async () => {
    newQuestion();
    expect(screen.queryByText('Options')).toBeNull();
    await userEvent.type(screen.getByLabelText('Question'), 'One word for your street?');
    await userEvent.selectOptions(screen.getByLabelText('Words per person'), '2');
    await userEvent.click(screen.getByRole('button', { name: 'Create live question' }));
    expect(savePoll).toHaveBeenCalledWith(
      null,
      expect.objectContaining({
        kind: 'wordCloud',
        options: [],
        sponsor: null,
        settings: { kind: 'wordCloud', maxEntries: 2 },
      }),
    );
  });
});

/** A new poll with its question and two options typed, and "Other languages" open. */
async function newPollWithOtherLanguages() {
  render(<PollEditor group="poll" poll={null} answersLocked={false} onDone={() => {}} />);
  await userEvent.type(screen.getByLabelText('Question'), 'Which park first?');
  await userEvent.type(screen.getByLabelText('Option 1'), 'North');
  await userEvent.type(screen.getByLabelText('Option 2'), 'South');
  await userEvent.click(screen.getByText('Other languages'));
}

describe('PollEditor in other languages', () => {
  it('sends a Spanish version of the question and options, the options keeping their order', async () => {
    await newPollWithOtherLanguages();
    await userEvent.type(screen.getByLabelText('Question Español'), '¿Qué parque primero?');
    await userEvent.type(screen.getByLabelText('Option 1 Español'), 'Norte');
    await userEvent.click(screen.getByRole('button', { name: 'Create poll' }));
    expect(savePoll).toHaveBeenLastCalledWith(
      null,
      expect.objectContaining({
        language: 'en',
        translations: { es: { question: '¿Qué parque primero?' } },
        options: [
          { label: 'North', translations: { es: { label: 'Norte' } } },
          { label: 'South', translations: undefined },
        ],
      }),
    );
  });

  it('shows a version’s field message and saves nothing', async () => {
    vi.mocked(savePoll).mockClear();
    await newPollWithOtherLanguages();
    await userEvent.type(screen.getByLabelText('Option 1 العربية'), 'x'.repeat(POLL_LIMITS.optionLabelMax + 1));
    await userEvent.click(screen.getByRole('button', { name: 'Create poll' }));
    expect(screen.getByLabelText('Option 1 العربية')).toHaveAccessibleDescription(
      `Options must be at most ${POLL_LIMITS.optionLabelMax} characters`,
    );
    expect(savePoll).not.toHaveBeenCalled();
  });
});
