/**
 * The Intl start-up in a worker (intl-warm-up.ts): one worker per page, from the worker module,
 * ended as soon as it answers or fails; no worker at all is not an error. jsdom has no Worker: a
 * stand-in records what the page does with it (the real worker runs in the end-to-end test of
 * /User/dashboard, under the hosting emulator's security policy).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

class StandInWorker extends EventTarget {
  static made: StandInWorker[] = [];
  terminated = false;
  constructor(readonly url: URL | string) {
    super();
    StandInWorker.made.push(this);
  }
  terminate() {
    this.terminated = true;
  }
}

/** A fresh copy of the module: its once-per-page flag starts unset. */
async function freshModule() {
  vi.resetModules();
  return import('./intl-warm-up');
}

beforeEach(() => {
  StandInWorker.made = [];
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the Intl start-up off the main thread', () => {
  it('starts one worker per page, from the worker module, and ends it when it answers', async () => {
    vi.stubGlobal('Worker', StandInWorker);
    const { warmIntlOffMainThread } = await freshModule();
    warmIntlOffMainThread();
    warmIntlOffMainThread();
    expect(StandInWorker.made).toHaveLength(1);
    const [worker] = StandInWorker.made;
    expect(String(worker!.url)).toMatch(/\/intl-warm-up\.worker\.ts(\?|$)/);
    expect(worker!.terminated).toBe(false);
    worker!.dispatchEvent(new MessageEvent('message', { data: 'ready' }));
    expect(worker!.terminated).toBe(true);
  });

  it('ends the worker when it fails', async () => {
    vi.stubGlobal('Worker', StandInWorker);
    const { warmIntlOffMainThread } = await freshModule();
    warmIntlOffMainThread();
    StandInWorker.made[0]!.dispatchEvent(new Event('error'));
    expect(StandInWorker.made[0]!.terminated).toBe(true);
  });

  it('does nothing, and throws nothing, where a worker cannot start', async () => {
    vi.stubGlobal(
      'Worker',
      class {
        constructor() {
          throw new DOMException('blocked by the page’s policy', 'SecurityError');
        }
      },
    );
    const { warmIntlOffMainThread } = await freshModule();
    expect(() => warmIntlOffMainThread()).not.toThrow();
    vi.stubGlobal('Worker', undefined);
    const again = await freshModule();
    expect(() => again.warmIntlOffMainThread()).not.toThrow();
  });
});
