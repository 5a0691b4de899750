/**
 * Waiting for what happens later — a trigger on the emulator, a listener, a screen that loads
 * lazily — the one way every suite waits:
 *
 * - `await eventually(read)` reads until `read` gives a truthy value and returns that value (also
 *   outside a test: hooks, benchmarks). A read that throws ends the wait with its error.
 * - `await eventually(read).toBe(x)` (any matcher, `.not` too; inside a test) reads until the
 *   assertion holds: Vitest's `expect.poll`, so a failure shows the last value read. A read that
 *   throws is read again.
 *
 * One limit for every wait: a minute, because the machines are two cores shared by the emulators,
 * the served build and Chromium, and a shorter wait only makes a slow run fail (docs/testing.md,
 * "Order and retries"). A caller that waits on something slower passes a longer limit.
 */
import { inspect } from 'node:util';
import { expect } from 'vitest';

export const EVENTUALLY_TIMEOUT_MS = 60_000;
/**
 * The limit for a wait on a trigger that another file's crowd may be queued ahead of: the
 * integration files run two at a time against one Functions emulator, and a file's burst of
 * hundreds of calls (live-questions.test.ts sends 500 answers at once) keeps its workers and both
 * cores busy for minutes. A shared fixture's single vote waited past a minute for its count there,
 * in CI. The crowds' own waits use it too.
 */
export const QUEUED_TRIGGER_TIMEOUT_MS = 180_000;
const INTERVAL_MS = 250;

type Truthy<T> = Exclude<T, undefined | null | false | 0 | ''>;
type Read<T> = () => T | Promise<T>;

/** Awaited: the first truthy value; a matcher: the assertion, polled. */
export type Eventually<T> = PromiseLike<Truthy<Awaited<T>>> & ReturnType<typeof expect.poll<T | Promise<T>>>;

async function firstTruthy<T>(read: Read<T>, timeoutMs: number): Promise<Truthy<Awaited<T>>> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value) return value as Truthy<Awaited<T>>;
    if (Date.now() > deadline) {
      throw new Error(`Condition not met within ${timeoutMs} ms (last read: ${inspect(value)})`);
    }
    await new Promise((resolve) => setTimeout(resolve, INTERVAL_MS));
  }
}

/**
 * With `TRACE_WAITS=1`, each wait prints to stderr the seconds since the previous one began and
 * where it is called (`[wait] +12.3s e2e/x.test.ts:40:11`): a large gap is a slow step or a slow
 * wait, the way a file's time was found (docs/testing.md, "Time").
 */
let previousWait = Date.now();
function traceWait(): void {
  const now = Date.now();
  const caller = new Error().stack?.split('\n')[3] ?? '';
  const site = caller.replace(/.*\/tests\//, '').replace(/\)$/, '');
  process.stderr.write(`[wait] +${((now - previousWait) / 1000).toFixed(1)}s ${site}\n`);
  previousWait = now;
}

export function eventually<T>(read: Read<T>, timeoutMs = EVENTUALLY_TIMEOUT_MS): Eventually<T> {
  if (process.env.TRACE_WAITS) traceWait();
  // Nothing runs until the caller either awaits (then) or names a matcher (expect.poll).
  let value: Promise<Truthy<Awaited<T>>> | undefined;
  return new Proxy({} as Eventually<T>, {
    get(_target, key) {
      if (key === 'then') {
        value ??= firstTruthy(read, timeoutMs);
        return value.then.bind(value);
      }
      return Reflect.get(expect.poll(read, { timeout: timeoutMs, interval: INTERVAL_MS }), key);
    },
  });
}
