import { describe, expect, it } from 'vitest';
import { Timestamp } from 'firebase/firestore';
import { asPublished, withOwnVote } from './with-own-vote';

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

describe('asPublished: the voter’s own vote against results published once a second', () => {
  const countedAt = new Timestamp(1_000, 500);
  const vote = { optionId: 'schools', votedAt: new Timestamp(999, 0), counted: true, countedAt };

  it('a vote counted after the publication is not in it: shown added, catching up', () => {
    const seen = asPublished(vote, new Timestamp(1_000, 499));
    expect(seen?.counted).toBe(false);
    expect(withOwnVote({ schools: 3, parks: 2 }, seen)).toEqual({
      tallies: { schools: 4, parks: 2 },
      catchingUp: true,
    });
    expect(asPublished(vote, null)?.counted).toBe(false);
  });

  it('a publication through the count or after it holds the vote: never counted twice', () => {
    expect(asPublished(vote, countedAt)?.counted).toBe(true);
    expect(withOwnVote({ schools: 3, parks: 2 }, asPublished(vote, new Timestamp(1_001, 0)))).toEqual({
      tallies: { schools: 3, parks: 2 },
      catchingUp: false,
    });
  });

  it('leaves a vote not counted, or counted before the count time was kept, as it is', () => {
    const uncounted = { optionId: 'schools', counted: false };
    expect(asPublished(uncounted, null)).toBe(uncounted);
    const legacy = { optionId: 'schools', counted: true };
    expect(asPublished(legacy, null)).toBe(legacy);
    expect(asPublished(null, null)).toBeNull();
  });
});
