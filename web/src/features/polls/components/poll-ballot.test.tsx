import type { Tallies, VoteDoc } from '@civic/domain';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
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
    expect(screen.getByText('Schools (your vote)').closest('li')).toHaveTextContent('100% · 1');
    expect(screen.getByText('1 vote in total')).toBeInTheDocument();
    expect(screen.getByText(/the server’s count is catching up/)).toBeInTheDocument();
  });

  it('once the server has counted it, shows the tallies as they are and no catching-up note', () => {
    showBallot({ optionId: 'schools', votedAt: null, counted: true }, { schools: 1, parks: 1 });
    expect(screen.getByText('2 votes in total')).toBeInTheDocument();
    expect(screen.queryByText(/catching up/)).toBeNull();
  });
});
