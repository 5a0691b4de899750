/**
 * The composer: a held post says "held for review"; a refusal shows the server's own message and
 * keeps what was typed. The callable and the settings listener are replaced here (the e2e suite,
 * tests/e2e/comments.test.ts, posts through the real server).
 */
import { DEFAULT_COMMENT_SETTINGS, HELD_FOR_REVIEW_MESSAGE } from '@civic/domain';
import { fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const calls: unknown[][] = [];
let answer: () => Promise<unknown> = () => Promise.resolve(null);
vi.mock('../api/post-comment', () => ({
  postComment: (...args: unknown[]) => {
    calls.push(args);
    return answer();
  },
}));
vi.mock('../api/use-comment-settings', () => ({
  useCommentSettings: () => ({ state: 'ready', data: DEFAULT_COMMENT_SETTINGS }),
}));

const { CommentComposer } = await import('./comment-composer');

function type(text: string) {
  fireEvent.change(screen.getByLabelText('Your comment'), { target: { value: text } });
  fireEvent.click(screen.getByRole('button', { name: 'Post' }));
}

beforeEach(() => {
  calls.length = 0;
});

describe('CommentComposer', () => {
  it('says a held post is held for review and clears the box', async () => {
    answer = () => Promise.resolve({ commentId: 'c1', status: 'held' });
    render(<CommentComposer eventId="e1" />);
    type('A $c4m');
    expect(await screen.findByText(HELD_FOR_REVIEW_MESSAGE)).toBeTruthy();
    expect((screen.getByLabelText('Your comment') as HTMLTextAreaElement).value).toBe('');
    expect(calls).toEqual([['e1', 'A $c4m', 'comment']]);
  });

  it('shows the server’s refusal and keeps the text', async () => {
    // As the SDK rejects: a functions/ code and the server's message with the HTTP status.
    const refusal = {
      code: 'functions/resource-exhausted',
      message: 'You are posting too fast. Try again in 4 s. [429]',
    };
    answer = () => Promise.reject(refusal);
    render(<CommentComposer eventId="e1" />);
    type('Again');
    expect((await screen.findByRole('alert')).textContent).toBe('You are posting too fast. Try again in 4 s.');
    expect((screen.getByLabelText('Your comment') as HTMLTextAreaElement).value).toBe('Again');
  });

  it('does not send more than 500 characters', () => {
    render(<CommentComposer eventId="e1" />);
    type('x'.repeat(501));
    expect(screen.getByText('At most 500 characters')).toBeTruthy();
    expect(calls).toEqual([]);
  });
});
