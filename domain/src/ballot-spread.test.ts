import { describe, expect, it } from 'vitest';
import { ballotOffsetMs, ballotWaitMs } from './ballot-spread.js';

const ids = (n: number) => Array.from({ length: n }, (_, i) => `viewer-${i}`);

describe('ballotOffsetMs: where in the spread a room shows a pushed ballot', () => {
  it('is deterministic: the same viewer and poll always get the same offset (a reload keeps it)', () => {
    expect(ballotOffsetMs('uid-a', 'poll-1', 130)).toBe(ballotOffsetMs('uid-a', 'poll-1', 130));
    // Another poll moves the viewer: no viewer is always last.
    const across = new Set(['p1', 'p2', 'p3', 'p4', 'p5'].map((poll) => ballotOffsetMs('uid-a', poll, 130)));
    expect(across.size).toBeGreaterThan(1);
  });

  it('lies within [0, spread) for every viewer', () => {
    for (const id of ids(2_000)) {
      const offset = ballotOffsetMs(id, 'poll-1', 130);
      expect(offset).toBeGreaterThanOrEqual(0);
      expect(offset).toBeLessThan(130_000);
      expect(Number.isInteger(offset)).toBe(true);
    }
  });

  it('is 0 when the poll has no spread (none, 0, or not a number)', () => {
    for (const spread of [0, null, undefined, -5, Number.NaN])
      expect(ballotOffsetMs('uid-a', 'poll-1', spread)).toBe(0);
  });

  it('spreads many viewers about evenly over the spread (each tenth holds 10 % ± 1.5 %)', () => {
    const n = 20_000;
    const bins = Array.from({ length: 10 }, () => 0);
    for (const id of ids(n)) bins[Math.floor(ballotOffsetMs(id, 'poll-xyz', 130) / 13_000)]!++;
    for (const count of bins) expect(Math.abs(count / n - 0.1)).toBeLessThan(0.015);
  });
});

describe('ballotWaitMs: how long a room still waits, from the poll’s push', () => {
  const pushedAt = 1_000_000;
  const offset = ballotOffsetMs('uid-a', 'poll-1', 130);

  it('waits the rest of the viewer’s offset, counted from the push (a reload does not restart it)', () => {
    expect(ballotWaitMs({ pushedAtMs: pushedAt, offsetMs: offset, nowMs: pushedAt })).toBe(offset);
    expect(ballotWaitMs({ pushedAtMs: pushedAt, offsetMs: offset, nowMs: pushedAt + 1_000 })).toBe(
      Math.max(0, offset - 1_000),
    );
  });

  it('is 0 for a viewer who arrives after their offset, and with no push time known', () => {
    expect(ballotWaitMs({ pushedAtMs: pushedAt, offsetMs: offset, nowMs: pushedAt + 130_000 })).toBe(0);
    expect(ballotWaitMs({ pushedAtMs: null, offsetMs: offset, nowMs: pushedAt })).toBe(0);
  });

  it('never waits longer than the offset, even on a clock behind the server’s', () => {
    expect(ballotWaitMs({ pushedAtMs: pushedAt, offsetMs: 5_000, nowMs: pushedAt - 3_600_000 })).toBe(5_000);
  });
});
