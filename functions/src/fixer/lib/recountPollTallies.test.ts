import { describe, expect, it } from 'vitest';
import { tallyCorrections } from './recountPollTallies.js';

const sum = (corrections: { optionId: string; delta: number }[], optionId: string) =>
  corrections.filter((c) => c.optionId === optionId).reduce((total, c) => total + c.delta, 0);

describe('tallyCorrections', () => {
  const shards: { id: string; counts: Record<string, number> }[] = [
    { id: '3', counts: { a: 2, b: 1 } },
    { id: '9', counts: { a: 5 } },
  ];

  it('consistent tallies need nothing', () => {
    expect(tallyCorrections(shards, { a: 7, b: 1 }, { a: 7, b: 1 })).toEqual([]);
  });

  it('a tally 3 too high loses 3, taken from the fullest shard so no shard goes below zero', () => {
    expect(tallyCorrections(shards, { a: 7, b: 1 }, { a: 4, b: 1 })).toEqual([
      { shard: '9', optionId: 'a', delta: -3 },
    ]);
  });

  it('a decrease larger than any one shard is spread over several', () => {
    const corrections = tallyCorrections(shards, { a: 7, b: 1 }, { a: 1, b: 0 });
    expect(sum(corrections, 'a')).toBe(-6);
    expect(sum(corrections, 'b')).toBe(-1);
    for (const c of corrections) {
      const shard = shards.find((s) => s.id === c.shard)!;
      expect(shard.counts[c.optionId]! + c.delta).toBeGreaterThanOrEqual(0);
    }
  });

  it('a tally too low is raised by an increment (concurrent counting adds to it, never lost)', () => {
    expect(tallyCorrections([], { a: 0 }, { a: 4 })).toEqual([{ shard: '0', optionId: 'a', delta: 4 }]);
  });
});
