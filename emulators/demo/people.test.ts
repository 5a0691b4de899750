import { describe, expect, it } from 'vitest';
import { eventLiveAt, localTime, pickWeighted, sample } from './context.js';
import { ACTIVE_CITIZENS, DEMO_CITIZENS, IMPORTED_RESIDENTS, audienceAccounts, seededRandom } from './people.js';

describe('the demo’s people', () => {
  it('240 distinct citizens: 212 created (200 stay active), 28 imported, some disabled, some eligible, joined over two weeks', () => {
    expect(DEMO_CITIZENS).toHaveLength(212);
    expect(IMPORTED_RESIDENTS).toHaveLength(28);
    expect(ACTIVE_CITIZENS).toHaveLength(200);
    const all = [...DEMO_CITIZENS, ...IMPORTED_RESIDENTS];
    expect(new Set(all.map((p) => p.email)).size).toBe(240);
    expect(new Set(all.map((p) => p.displayName)).size).toBe(240);
    expect(DEMO_CITIZENS.filter((c) => c.disabled).length).toBeGreaterThan(5);
    expect(DEMO_CITIZENS.filter((c) => c.eligible).length).toBeGreaterThan(50);
    const days = new Set(DEMO_CITIZENS.map((c) => c.joinedDaysAgo));
    expect(Math.min(...days)).toBe(0);
    expect(Math.max(...days)).toBe(13);
  });

  it('the audience is the first active citizens, never a disabled one, and no larger than they are', () => {
    expect(audienceAccounts(12)).toEqual(ACTIVE_CITIZENS.slice(0, 12));
    expect(ACTIVE_CITIZENS.every((c) => !c.disabled)).toBe(true);
    expect(() => audienceAccounts(ACTIVE_CITIZENS.length + 1)).toThrow(/at most/);
  });

  it('randomness is repeatable: the same seed draws the same sequence', () => {
    const a = seededRandom(42);
    const b = seededRandom(42);
    expect([a(), a(), a()]).toEqual([b(), b(), b()]);
    expect(sample(seededRandom(1), [1, 2, 3, 4, 5], 3)).toEqual(sample(seededRandom(1), [1, 2, 3, 4, 5], 3));
    expect(pickWeighted(() => 0.99, [1, 0, 1])).toBe(2);
  });

  it('a vote is attributed to the event on air when it was cast', () => {
    const now = new Date(2026, 10, 25, 12).getTime();
    expect(new Date(localTime(now, 3, 19)).toString()).toContain('Nov 22 2026 19:00');
    const windows = [{ eventId: 'e', startMs: 10, endMs: 20 }];
    expect([eventLiveAt(windows, 9), eventLiveAt(windows, 10), eventLiveAt(windows, 20)]).toEqual([null, 'e', null]);
  });
});
