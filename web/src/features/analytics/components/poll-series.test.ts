import type { PollAnalytics } from '@civic/domain';
import { describe, expect, it } from 'vitest';
import { chartedNote, mostVoted, votesOverTime } from './poll-series';

const poll = (pollId: string, votes: number, timeline: [number, number][] = []): PollAnalytics => ({
  pollId,
  question: `Question ${pollId}?`,
  kind: 'poll',
  votes,
  totalVotes: votes,
  timeline: timeline.map(([at, n]) => ({ at, votes: n })),
  sponsor: null,
});

describe('poll series of the analytics charts', () => {
  it('keeps the most voted polls, most first, ties in the event’s order', () => {
    const polls = [poll('a', 3), poll('b', 9), poll('c', 3), poll('d', 0), poll('e', 12)];
    expect(mostVoted(polls, 3).map((p) => p.pollId)).toEqual(['e', 'b', 'a']);
    expect(mostVoted(polls, 10).map((p) => p.pollId)).toEqual(['e', 'b', 'a', 'c', 'd']);
  });

  it('merges the polls’ slices on one time axis, each poll only where it has a slice', () => {
    const rows = votesOverTime([
      poll('a', 5, [
        [100, 2],
        [200, 3],
      ]),
      poll('b', 1, [
        [150, 0],
        [200, 1],
      ]),
    ]);
    expect(rows).toEqual([
      { at: 100, a: 2 },
      { at: 150, b: 0 },
      { at: 200, a: 3, b: 1 },
    ]);
  });

  it('says how many polls a chart left out', () => {
    expect(chartedNote(5, 23)).toBe(' · the 5 most voted of 23');
    expect(chartedNote(4, 4)).toBe('');
  });
});
