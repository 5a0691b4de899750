import { afterEach, describe, expect, it } from 'vitest';
import { paced, PER_TASK, resetPacing } from './paced';

/**
 * The sizes of the batches requests started in: requests started in one go, before any microtask
 * has run, are one batch (one task of the page).
 */
let batches: number[] = [];
let inBatch = 0;
function startedNow() {
  if (inBatch === 0) {
    queueMicrotask(() => {
      batches.push(inBatch);
      inBatch = 0;
    });
  }
  inBatch++;
}

/** A request that settles when told to, and says whether it has started. */
function request<T>() {
  let settle!: { resolve: (value: T) => void; reject: (error: unknown) => void };
  let started = false;
  const start = () => {
    started = true;
    startedNow();
    return new Promise<T>((resolve, reject) => {
      settle = { resolve, reject };
    });
  };
  return {
    start,
    get started() {
      return started;
    },
    resolve: (value: T) => settle.resolve(value),
    reject: (error: unknown) => settle.reject(error),
  };
}

/** Lets every task queued so far run (a message posted now is handled after them). */
const tasks = (count: number) =>
  Array.from({ length: count }).reduce<Promise<void>>(
    (previous) => previous.then(() => new Promise((resolve) => setTimeout(resolve, 0))),
    Promise.resolve(),
  );

afterEach(() => {
  resetPacing();
  batches = [];
});

describe('paced', () => {
  it('starts only the first batch until one of them is answered, then one batch per task', async () => {
    const requests = Array.from({ length: PER_TASK + 3 }, () => request<number>());
    const results = requests.map((r) => paced(r.start));
    expect(requests.filter((r) => r.started)).toHaveLength(PER_TASK);

    // Nothing more starts while the first batch waits, however many tasks pass.
    await tasks(5);
    expect(requests.filter((r) => r.started)).toHaveLength(PER_TASK);

    requests[0]!.resolve(1);
    await expect(results[0]).resolves.toBe(1);
    await tasks(10);
    expect(requests.every((r) => r.started)).toBe(true);
    // The first batch, then the three others in batches of PER_TASK at most.
    expect(batches[0]).toBe(PER_TASK);
    expect(batches.reduce((sum, size) => sum + size, 0)).toBe(PER_TASK + 3);
    expect(Math.max(...batches)).toBeLessThanOrEqual(PER_TASK);
  });

  it('opens the gate on a refusal too, and passes each answer and refusal on', async () => {
    const first = request<string>();
    const second = request<string>();
    const extra = Array.from({ length: PER_TASK - 1 }, () => request<string>());
    const firstResult = paced(first.start);
    extra.forEach((r) => void paced(r.start));
    const secondResult = paced(second.start);
    expect(second.started).toBe(false);

    first.reject(new Error('permission-denied'));
    await expect(firstResult).rejects.toThrow('permission-denied');
    await tasks(PER_TASK + 1);
    expect(second.started).toBe(true);
    second.resolve('counted');
    await expect(secondResult).resolves.toBe('counted');
  });

  it('splits a burst asked for after the first answer (the 30-day charts) into batches', async () => {
    const opener = request<number>();
    const opened = paced(opener.start);
    opener.resolve(0);
    await opened;

    const burst = Array.from({ length: 4 * PER_TASK }, () => request<number>());
    batches = [];
    burst.forEach((r) => void paced(r.start));
    expect(burst.filter((r) => r.started)).toHaveLength(0);
    await tasks(10);
    expect(burst.every((r) => r.started)).toBe(true);
    expect(batches).toEqual([PER_TASK, PER_TASK, PER_TASK, PER_TASK]);
  });
});
