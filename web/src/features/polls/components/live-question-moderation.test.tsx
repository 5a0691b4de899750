import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { PollView } from '../api/poll-view';

vi.mock('../api/moderate-live-question', () => ({ moderateLiveQuestion: vi.fn(async () => ({ affected: 1 })) }));
vi.mock('@/lib/notifications', () => ({ notify: { success: vi.fn(), error: vi.fn() } }));
vi.mock('../api/use-live-tallies', () => ({
  useLiveTallies: () => ({ state: 'ready', data: { counts: { parks: 2, buses: 1 }, responses: 2 } }),
}));
vi.mock('../api/use-open-answers', () => ({ useOpenAnswers: () => ({ state: 'loading' }) }));
vi.mock('../api/use-held-responses', () => ({
  useHeldResponses: () => ({
    state: 'ready',
    data: [{ id: 'u9', authorName: 'Mallory', text: 'parks, badword', createdAtMs: 5, status: 'held', entries: [] }],
  }),
}));
const { moderateLiveQuestion } = await import('../api/moderate-live-question');
const { LiveQuestionModeration } = await import('./live-question-moderation');

const cloud = {
  id: 'q1',
  kind: 'wordCloud',
  question: 'What first?',
  settings: { kind: 'wordCloud', maxEntries: 3 },
} as unknown as PollView;

describe('LiveQuestionModeration', () => {
  it('hides an entry from the cloud through the server', async () => {
    render(<LiveQuestionModeration poll={cloud} />);
    await userEvent.click(screen.getByRole('button', { name: 'Hide “parks”' }));
    expect(moderateLiveQuestion).toHaveBeenCalledWith({ pollId: 'q1', action: 'hideEntry', entry: 'parks' });
  });

  it('lists a held answer with its author for the admin to accept or hide', async () => {
    render(<LiveQuestionModeration poll={cloud} />);
    const held = screen.getByRole('region', { name: 'Held for review' });
    expect(held).toHaveTextContent('Mallory');
    expect(held).toHaveTextContent('parks, badword');
    await userEvent.click(screen.getByRole('button', { name: 'Accept' }));
    expect(moderateLiveQuestion).toHaveBeenCalledWith({ pollId: 'q1', action: 'approve', uid: 'u9' });
  });
});
