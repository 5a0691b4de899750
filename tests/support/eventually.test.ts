import { describe, expect, it } from 'vitest';
import { EVENTUALLY_TIMEOUT_MS, eventually } from './eventually.js';

/** A read that gives `values` one after another, then keeps giving the last one. */
function reads<T>(...values: T[]) {
  let count = 0;
  const read = async () => values[Math.min(count++, values.length - 1)]!;
  return Object.assign(read, { count: () => count });
}

describe('eventually', () => {
  it('waits a minute unless told otherwise', () => {
    expect(EVENTUALLY_TIMEOUT_MS).toBe(60_000);
  });

  it('awaited, returns the first truthy value read', async () => {
    const read = reads<{ n: number } | undefined>(undefined, undefined, { n: 3 });
    await expect(eventually(read)).resolves.toEqual({ n: 3 });
    expect(read.count()).toBe(3);
  });

  it('awaited, fails after its limit naming the last value read', async () => {
    await expect(eventually(reads(0), 50)).rejects.toThrow('Condition not met within 50 ms (last read: 0)');
  });

  it('awaited, ends the wait at once when the read throws', async () => {
    let count = 0;
    const read = async () => {
      count++;
      throw new Error('permission-denied');
    };
    await expect(eventually(read)).rejects.toThrow('permission-denied');
    expect(count).toBe(1);
  });

  it('reads nothing until it is awaited or given a matcher', async () => {
    const read = reads(true);
    const waiting = eventually(read);
    expect(read.count()).toBe(0);
    await waiting;
    expect(read.count()).toBe(1);
  });

  it('with a matcher, reads until the assertion holds', async () => {
    const read = reads('Loading', 'Loading', 'Live');
    await eventually(read).toBe('Live');
    expect(read.count()).toBe(3);
    await eventually(reads(['a', 'b'])).toContain('b');
    await eventually(reads('Live')).not.toBe('Loading');
  });

  it('with a matcher, fails after its limit showing the last value read', async () => {
    await expect(eventually(reads('Loading'), 50).toBe('Live')).rejects.toThrow(/expected 'Loading' to be 'Live'/);
  });

  it('with a matcher, reads again when the read throws', async () => {
    let count = 0;
    const read = async () => {
      if (++count < 3) throw new Error('execution context was destroyed');
      return 'Live';
    };
    await eventually(read).toBe('Live');
    expect(count).toBe(3);
  });
});
