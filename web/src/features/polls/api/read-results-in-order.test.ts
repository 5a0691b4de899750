import type { Tallies, VoteDoc } from '@civic/domain';
import { describe, expect, it } from 'vitest';
import { readResultsInOrder } from './read-results-in-order';
import { withOwnVote } from './with-own-vote';

/**
 * A fake server where the tally trigger counts the voter's vote at a chosen moment: after the
 * n-th read of anything, the vote is marked counted and added to the tallies in one step, as the
 * trigger's transaction does.
 */
function serverCountingAfter(reads: number) {
  const state = { tallies: { parks: 4, schools: 1 } as Tallies, vote: { optionId: 'parks' } as VoteDoc, reads: 0 };
  const tick = () => {
    state.reads += 1;
    if (state.reads === reads) {
      state.tallies = { ...state.tallies, parks: (state.tallies.parks ?? 0) + 1 };
      state.vote = { ...state.vote, counted: true };
    }
  };
  return {
    readTallies: async () => {
      const tallies = state.tallies;
      tick();
      return tallies;
    },
    readVote: async () => {
      const vote = state.vote;
      tick();
      return vote;
    },
  };
}

describe('readResultsInOrder', () => {
  it.each([1, 2, 3, 4, 99])(
    'shows the voter’s vote exactly once whenever the server counts it (after read %i)',
    async (countedAfter) => {
      const { tallies, myVote } = await readResultsInOrder(serverCountingAfter(countedAfter));
      expect(withOwnVote(tallies, myVote).tallies).toEqual({ parks: 5, schools: 1 });
    },
  );

  it('reads nothing twice when the vote was counted before (the usual case) or never cast', async () => {
    let reads = 0;
    const count =
      <T>(value: T) =>
      async () => {
        reads += 1;
        return value;
      };
    await readResultsInOrder({
      readTallies: count<Tallies>({ parks: 1 }),
      readVote: count<VoteDoc | null>({ optionId: 'parks', votedAt: null, counted: true }),
    });
    expect(reads).toBe(2);
    reads = 0;
    expect(
      await readResultsInOrder({ readTallies: count<Tallies>({ parks: 1 }), readVote: count<VoteDoc | null>(null) }),
    ).toEqual({
      tallies: { parks: 1 },
      myVote: null,
    });
    expect(reads).toBe(2);
  });
});
