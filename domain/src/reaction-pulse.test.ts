import { describe, expect, it, vi } from 'vitest';
import { askForReactionPulse, PULSE_ASKS_MAX, type PublishReactionsResponse } from './reaction-pulse.js';

describe("a viewer's ask for the reaction pulse", () => {
  const answers = (...states: PublishReactionsResponse['state'][]) => {
    const queue = states.map((state) => ({ state, retryInMs: state === 'throttled' ? 300 : 0 }));
    return vi.fn(async () => queue.shift()!);
  };

  it('asks again after the wait the server names while it is too soon, then stops', async () => {
    const ask = answers('throttled', 'throttled', 'published');
    const waits: number[] = [];
    expect(await askForReactionPulse(ask, async (ms) => void waits.push(ms))).toBe('published');
    expect(ask).toHaveBeenCalledTimes(3);
    expect(waits).toHaveLength(2);
    for (const ms of waits) expect(ms).toBeGreaterThanOrEqual(300);
  });

  it('stops at once when a pulse already counts the reaction', async () => {
    const ask = answers('included');
    expect(await askForReactionPulse(ask, async () => undefined)).toBe('included');
    expect(ask).toHaveBeenCalledTimes(1);
  });

  it(`gives up after ${PULSE_ASKS_MAX} asks (the next reaction, or the event's end, publishes it)`, async () => {
    const ask = answers(...Array.from({ length: 20 }, () => 'throttled' as const));
    expect(await askForReactionPulse(ask, async () => undefined)).toBe('throttled');
    expect(ask).toHaveBeenCalledTimes(PULSE_ASKS_MAX);
  });
});
