/**
 * The game's screens in words, not just visuals: the countdowns say what they count and their
 * number is read; the reveal says right and wrong with words and icons; the tile being sent says
 * so; the final board says the game is over; every "Correct" mark of the editor has its own name.
 * The whole game runs in Chromium in tests/e2e/game.test.ts.
 */
import type { GameQuestionInput, LeaderboardEntry } from '@civic/domain';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AnswerTiles } from './answer-tiles';
import { Countdown } from './countdown';
import { LeaderboardList } from './leaderboard-list';
import { QuestionFields } from './question-fields';

describe('Countdown', () => {
  it('shows its label in words and lets screen readers read the number', () => {
    render(<Countdown kind="reading" remainingMs={3_200} totalMs={5_000} />);
    const text = screen.getByText('Answers appear in');
    expect(text.closest('[aria-hidden="true"]')).toBeNull();
    expect(text.closest('.visually-hidden')).toBeNull();
    const number = screen.getByTestId('countdown-seconds');
    expect(number.textContent).toBe('4');
    expect(number.closest('[aria-hidden="true"]')).toBeNull();
    expect(screen.getByRole('progressbar', { name: 'Answers appear in' }).getAttribute('aria-valuetext')).toBe(
      '4 seconds left',
    );
  });
});

describe('AnswerTiles', () => {
  const answers = ['Red answer', 'Blue answer', 'Ochre answer'];

  it('says at the reveal which answer is correct and which was yours, in words', () => {
    render(<AnswerTiles answers={answers} chosen={1} correct={[0]} />);
    const [first, second, third] = screen.getAllByRole('listitem');
    expect(first!.textContent).toContain('Correct');
    expect(first!.textContent).not.toContain('Your answer');
    expect(second!.textContent).toContain('Wrong');
    expect(second!.textContent).toContain('Your answer');
    expect(third!.textContent).toContain('Wrong');
    // The correct tile no longer wears its position colour state alone.
    expect(first!.querySelector('.game-tile--correct')).not.toBeNull();
    expect(second!.querySelector('.game-tile--wrong')).not.toBeNull();
  });

  it('says "Sending…" on the chosen tile until the answer is locked', () => {
    const { rerender } = render(<AnswerTiles answers={answers} onAnswer={vi.fn()} disabled chosen={2} sending />);
    const sending = screen.getByRole('button', { name: /Ochre answer/ });
    expect(sending.textContent).toContain('Sending…');
    expect(sending.getAttribute('aria-busy')).toBe('true');
    expect(screen.getByRole('button', { name: 'Red answer' }).textContent).not.toContain('Sending');
    rerender(<AnswerTiles answers={answers} chosen={2} />);
    expect(within(screen.getAllByRole('listitem')[2]!).getByText('Your answer')).toBeTruthy();
  });
});

describe('LeaderboardList', () => {
  const entries: LeaderboardEntry[] = [{ uid: 'a', displayName: 'Ada', score: 990, rank: 1 }];

  it('is the top 10 during the game and the final top 10 after it', () => {
    const { rerender } = render(<LeaderboardList entries={entries} />);
    expect(screen.getByRole('list', { name: 'Top 10' })).toBeTruthy();
    rerender(<LeaderboardList entries={entries} final />);
    expect(screen.getByRole('list', { name: 'Final top 10' })).toBeTruthy();
  });
});

describe('QuestionFields', () => {
  it('gives every "Correct" mark its own accessible name', () => {
    const question: GameQuestionInput = {
      text: 'Which?',
      answers: [
        { text: 'One', correct: true },
        { text: 'Two', correct: false },
        { text: 'Three', correct: false },
      ],
      timeLimitSec: 20,
      imageUrl: '',
      explanation: '',
    };
    render(
      <QuestionFields
        question={question}
        number={2}
        count={2}
        errors={{}}
        onChange={vi.fn()}
        onMove={vi.fn()}
        onDuplicate={vi.fn()}
        onDelete={vi.fn()}
      />,
    );
    const names = screen.getAllByRole('checkbox').map((box) => box.getAttribute('aria-label') ?? box.textContent);
    expect(names).toEqual([
      'Answer 1 of question 2 is correct',
      'Answer 2 of question 2 is correct',
      'Answer 3 of question 2 is correct',
    ]);
    expect(screen.getByRole('checkbox', { name: 'Answer 2 of question 2 is correct' })).toBeTruthy();
  });
});
