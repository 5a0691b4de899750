import { emptyReactionTotals } from '@civic/domain';
import { describe, expect, it } from 'vitest';
import { floatsFor } from './reaction-floats';

describe('floating reactions', () => {
  it('float one emoji per reaction in a quiet room', () => {
    const added = { ...emptyReactionTotals(), clap: 2, heart: 1 };
    expect(floatsFor(added, 'k').map((f) => f.emoji)).toEqual(['👏', '👏', '❤️']);
  });

  it('never float more than twelve at once, and every kind that arrived shows', () => {
    const added = { ...emptyReactionTotals(), clap: 900, heart: 90, wow: 10 };
    const floats = floatsFor(added, 'k');
    expect(floats.length).toBeLessThanOrEqual(12);
    expect(new Set(floats.map((f) => f.emoji))).toEqual(new Set(['👏', '❤️', '😮']));
  });

  it('float nothing when nothing was added', () => {
    expect(floatsFor(emptyReactionTotals(), 'k')).toEqual([]);
  });
});
