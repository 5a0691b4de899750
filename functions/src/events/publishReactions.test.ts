import { REACTION_PULSE_MS } from '@civic/domain';
import { describe, expect, it } from 'vitest';
import { throttledOnContention } from './publishReactions.js';

// The transaction's outcomes are shown on the emulators (tests/integration/reactions.test.ts); a
// lost contention cannot be forced there on demand, so its answer is checked here with the error
// the Admin SDK throws (gRPC ABORTED).
describe('publishReactions under contention', () => {
  it('tells a caller whose transaction lost to others to ask again after a pulse', async () => {
    const aborted = Object.assign(new Error('10 ABORTED: Too much contention on these documents.'), { code: 10 });
    await expect(throttledOnContention(() => Promise.reject(aborted))).resolves.toEqual({
      state: 'throttled',
      retryInMs: REACTION_PULSE_MS,
    });
  });

  it('passes any other failure on, and a result through', async () => {
    const broken = Object.assign(new Error('13 INTERNAL'), { code: 13 });
    await expect(throttledOnContention(() => Promise.reject(broken))).rejects.toBe(broken);
    await expect(throttledOnContention(async () => ({ state: 'published', retryInMs: 0 }))).resolves.toEqual({
      state: 'published',
      retryInMs: 0,
    });
  });
});
