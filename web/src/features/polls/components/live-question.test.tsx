import { LIVE_RESPONSE_HELD_MESSAGE, type LiveRespondentDoc } from '@civic/domain';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { PollView } from '../api/poll-view';

const mine = vi.hoisted(() => ({ current: { state: 'ready', data: null } as unknown }));
vi.mock('../api/use-my-response', () => ({ useMyResponse: () => mine.current }));
vi.mock('../api/submit-live-response', () => ({ submitLiveResponse: vi.fn() }));
vi.mock('../api/use-live-tallies', () => ({
  useLiveTallies: (_: string, enabled: boolean) =>
    enabled ? { state: 'ready', data: { counts: { parks: 2, buses: 1 }, responses: 2 } } : { state: 'loading' },
}));
vi.mock('../api/use-open-answers', () => ({ useOpenAnswers: () => ({ state: 'loading' }) }));
const { submitLiveResponse } = await import('../api/submit-live-response');
const { LiveQuestionCard } = await import('./live-question');

const cloud = {
  id: 'q1',
  kind: 'wordCloud',
  question: 'What should the city fund?',
  description: '',
  options: [],
  optionIds: [],
  settings: { kind: 'wordCloud', maxEntries: 2 },
  published: true,
  opensAtMs: 0,
  closesAtMs: Number.MAX_SAFE_INTEGER,
  resultsVisibility: 'live',
  sponsor: null,
} as unknown as PollView;

const show = () => render(<LiveQuestionCard poll={cloud} status="open" uid="u1" eventId="e1" />);

describe('LiveQuestionCard', () => {
  beforeEach(() => {
    mine.current = { state: 'ready', data: null };
    vi.mocked(submitLiveResponse).mockReset();
  });

  it('asks for words before answering and shows no cloud yet', () => {
    show();
    expect(screen.getByLabelText('Word 1 of 2')).toBeInTheDocument();
    expect(screen.queryByRole('figure')).toBeNull();
  });

  it('locks the card once the answer is accepted and shows the cloud', async () => {
    vi.mocked(submitLiveResponse).mockResolvedValue({ pollId: 'q1', status: 'accepted' });
    show();
    await userEvent.type(screen.getByLabelText('Word 1 of 2'), 'Parks');
    await userEvent.click(screen.getByRole('button', { name: 'Send answer' }));
    // The answer's schema loads with the first check (live-response-schema.ts).
    await vi.waitFor(() =>
      expect(submitLiveResponse).toHaveBeenCalledWith('e1', 'q1', { kind: 'wordCloud', entries: ['Parks'] }),
    );
    expect(await screen.findByText(/Your answer is locked/)).toHaveTextContent('You answered Parks.');
    expect(screen.queryByRole('button', { name: 'Send answer' })).toBeNull();
    expect(screen.getByRole('figure', { name: 'Word cloud: What should the city fund?' })).toBeInTheDocument();
    // The cloud's words as text say which one is the viewer's (issue 31).
    expect(screen.getByText('parks: 2 (your answer)')).toBeInTheDocument();
    expect(screen.getByText('buses: 1')).toBeInTheDocument();
  });

  it('tells the author a held answer awaits review, without its words', () => {
    mine.current = {
      state: 'ready',
      data: { status: 'held', answer: null, respondedAt: null } satisfies LiveRespondentDoc,
    };
    show();
    expect(screen.getByText(LIVE_RESPONSE_HELD_MESSAGE)).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('button', { name: 'Send answer' })).toBeNull();
  });
});
