import { describe, expect, it } from 'vitest';
import { withOwnVote } from './with-own-vote';

describe('withOwnVote', () => {
  const tallies = { schools: 0, parks: 2 };

  it('counts the voter’s own vote at once while the server has not counted it', () => {
    expect(withOwnVote(tallies, { optionId: 'schools' })).toEqual({
      tallies: { schools: 1, parks: 2 },
      catchingUp: true,
    });
    expect(withOwnVote(tallies, { optionId: 'schools', counted: false }).tallies.schools).toBe(1);
  });

  it('never counts it twice: once the vote is marked counted, the tallies already hold it', () => {
    expect(withOwnVote({ schools: 1, parks: 2 }, { optionId: 'schools', counted: true })).toEqual({
      tallies: { schools: 1, parks: 2 },
      catchingUp: false,
    });
  });

  it('shows a counted vote even when the shards arrive after the vote was marked counted', () => {
    // Two listeners (the vote, the shards) need not be delivered together (the emulator does not
    // do it): a counted vote with its option at 0 is a shards snapshot that lags, never a fact.
    expect(withOwnVote({ schools: 0, parks: 2 }, { optionId: 'schools', counted: true })).toEqual({
      tallies: { schools: 1, parks: 2 },
      catchingUp: true,
    });
  });

  it('adds nothing before voting or while the vote is loading, and leaves the tallies it was given alone', () => {
    expect(withOwnVote(tallies, null)).toEqual({ tallies, catchingUp: false });
    expect(withOwnVote(tallies, undefined)).toEqual({ tallies, catchingUp: false });
    withOwnVote(tallies, { optionId: 'parks' });
    expect(tallies).toEqual({ schools: 0, parks: 2 });
  });
});
