import { render } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The module keeps one "painted" promise per page load: each test loads a fresh copy.
const fresh = async () => {
  vi.resetModules();
  return import('./first-paint');
};
const settled = async (promise: Promise<unknown>) => {
  let done = false;
  void promise.then(() => (done = true));
  await Promise.resolve();
  await Promise.resolve();
  return done;
};

describe('frame first (lib/first-paint.ts)', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] }));
  afterEach(() => vi.useRealTimers());

  // After one frame only (the task queued from the frame's own callback), /live's Auth download
  // started 2–50 ms before its facts' paint was presented, and a slow phone's LCP counted it: the
  // screen is painted once the next frame has begun (docs/performance.md).
  it('resolves only after a screen was committed and its frame presented (the next one begun)', async () => {
    const { markScreenPainted, screenPainted } = await fresh();
    vi.advanceTimersByTime(1_000);
    expect(await settled(screenPainted())).toBe(false);
    markScreenPainted();
    expect(await settled(screenPainted())).toBe(false);
    vi.advanceTimersToNextFrame();
    vi.advanceTimersByTime(1);
    expect(await settled(screenPainted())).toBe(false);
    vi.advanceTimersToNextFrame();
    vi.advanceTimersByTime(1);
    expect(await settled(screenPainted())).toBe(true);
  });

  it('goes on without a frame in a hidden tab, and 3 s after start-up when no screen commits', async () => {
    const hidden = await fresh();
    hidden.markScreenPainted();
    vi.advanceTimersByTime(250);
    expect(await settled(hidden.screenPainted())).toBe(true);

    const failed = await fresh();
    vi.advanceTimersByTime(2_999);
    expect(await settled(failed.screenPainted())).toBe(false);
    vi.advanceTimersByTime(1);
    expect(await settled(failed.screenPainted())).toBe(true);
  });

  it("requests a lazily painted part's module only after the paint", async () => {
    const { lazyAfterPaint, markScreenPainted } = await fresh();
    const load = vi.fn(() => Promise.resolve({ default: () => null }));
    const Part = lazyAfterPaint(load);
    // Rendered as a screen renders it: React.lazy asks for the module on the first render.
    render(
      <Suspense fallback={null}>
        <Part />
      </Suspense>,
    );
    await Promise.resolve();
    expect(load).not.toHaveBeenCalled();
    markScreenPainted();
    vi.advanceTimersToNextFrame();
    vi.advanceTimersToNextFrame();
    vi.advanceTimersByTime(1);
    await Promise.resolve();
    await Promise.resolve();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
