import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { OpenAnswers } from './open-answers';

const answers = [
  { id: 'u1', authorName: 'Ada', text: 'More buses at night', createdAtMs: 1_000 },
  { id: 'u2', authorName: 'Grace', text: '<b>Trees</b> on Main Street', createdAtMs: 2_000 },
];

describe('OpenAnswers', () => {
  it('shows each answer with its author, newest first, its words as plain text', () => {
    render(<OpenAnswers label="Answers" answers={answers} />);
    const items = within(screen.getByRole('list', { name: 'Answers' })).getAllByRole('article');
    expect(items[0]).toHaveTextContent('Grace');
    expect(items[0]).toHaveTextContent('<b>Trees</b> on Main Street');
    expect(items[1]).toHaveTextContent('More buses at night');
  });

  it('gives a moderator a tag and an action per answer', () => {
    render(
      <OpenAnswers
        label="Answers"
        answers={answers}
        tag={(answer) => (answer.id === 'u1' ? <span>Held for review</span> : null)}
        action={(answer) => <button type="button">Hide {answer.authorName}’s answer</button>}
      />,
    );
    expect(screen.getByText('Held for review').closest('article')).toHaveTextContent('Ada');
    expect(screen.getByRole('button', { name: 'Hide Grace’s answer' })).toBeInTheDocument();
  });

  it('says so when nobody has answered yet', () => {
    render(<OpenAnswers label="Answers" answers={[]} />);
    expect(screen.getByRole('status')).toHaveTextContent('No answers yet.');
  });
});
