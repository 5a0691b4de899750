import type { FeedPulseDoc } from '@civic/domain';
import { describe, expect, it, vi } from 'vitest';

type Listener = (snapshot: { data(): unknown }) => void;
const listeners: Listener[] = [];
vi.mock('./firestore', () => ({ firestore: {} }));
vi.mock('firebase/firestore', () => ({
  doc: (...path: unknown[]) => path,
  onSnapshot: (_ref: unknown, next: Listener) => {
    listeners.push(next);
    return () => listeners.splice(listeners.indexOf(next), 1);
  },
}));
const { followDigest } = await import('./follow-digest');

/** A state as small as the follower needs: the publication applied and what was merged in order. */
interface State {
  seq: number;
  items: string[];
}
const digest = (seq: number) => ({ data: () => ({ latest: { seq } }) as unknown as FeedPulseDoc });
const publish = (seq: number) => {
  for (const listener of [...listeners]) listener(digest(seq));
};
/** A promise the test settles itself. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}
const flush = () => new Promise((done) => setTimeout(done, 0));

describe('followDigest', () => {
  it('applies a digest only after the first read, reads what was missed, and reads everything again when too far behind', async () => {
    const firstRead = deferred<State>();
    const shown: State[] = [];
    const readAll = vi
      .fn<() => Promise<State>>()
      .mockReturnValueOnce(firstRead.promise)
      .mockResolvedValue({ seq: 0, items: ['reread'] });
    const stop = followDigest<State>('e1', {
      empty: { seq: 0, items: [] },
      readAll,
      apply: (state, pulse) =>
        pulse.latest.seq === 2
          ? { state: { seq: 2, items: [...state.items, 'two'] }, missing: ['missed'], reload: false }
          : pulse.latest.seq === 9
            ? { state, missing: [], reload: true }
            : {
                state: { seq: pulse.latest.seq, items: [...state.items, `d${pulse.latest.seq}`] },
                missing: [],
                reload: false,
              },
      readMissing: (state, ids) => Promise.resolve({ ...state, items: [...state.items, ...ids] }),
      onData: (state) => shown.push(state),
      onError: (error) => {
        throw error;
      },
    });

    // A digest that arrives while the first read is on its way waits for it.
    publish(1);
    await flush();
    expect(shown).toEqual([]);
    firstRead.resolve({ seq: 0, items: ['window'] });
    await flush();
    expect(shown).toEqual([
      { seq: 0, items: ['window'] },
      { seq: 1, items: ['window', 'd1'] },
    ]);

    // A missed publication's ids are read and merged before the state is shown.
    publish(2);
    await flush();
    expect(shown.at(-1)).toEqual({ seq: 2, items: ['window', 'd1', 'two', 'missed'] });

    // Too far behind: everything is read again, keeping the digest's publication number.
    publish(9);
    await flush();
    expect(readAll).toHaveBeenCalledTimes(2);
    expect(shown.at(-1)).toEqual({ seq: 9, items: ['reread'] });

    // After the stop, nothing more is shown and the listener is gone.
    stop();
    expect(listeners).toHaveLength(0);
  });

  it('hands a failed read to onError', async () => {
    const errors: unknown[] = [];
    const failure = Object.assign(new Error('denied'), { code: 'permission-denied' });
    const stop = followDigest<State>('e1', {
      empty: { seq: 0, items: [] },
      readAll: () => Promise.reject(failure),
      apply: (state) => ({ state, missing: [], reload: false }),
      readMissing: (state) => Promise.resolve(state),
      onData: () => undefined,
      onError: (error) => errors.push(error),
    });
    await flush();
    expect(errors).toEqual([failure]);
    stop();
  });
});
