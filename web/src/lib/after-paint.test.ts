import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterLargestPaint, afterPaint } from './after-paint';

describe('after a paint (lib/after-paint.ts)', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('calls back once the frame is presented (the next frame begun), once', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
    const callback = vi.fn();
    afterPaint(callback);
    vi.advanceTimersToNextFrame();
    vi.advanceTimersByTime(1);
    expect(callback).not.toHaveBeenCalled();
    vi.advanceTimersToNextFrame();
    vi.advanceTimersByTime(1);
    expect(callback).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(2_000);
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('in a visible tab waits for the frame, however long it takes, up to a second', () => {
    // A slow phone's frame can hold a long task: 250 ms passed before the paint there, and the
    // next module's download was counted into the page's largest paint (docs/performance.md).
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation(() => 0);
    const callback = vi.fn();
    afterPaint(callback);
    vi.advanceTimersByTime(900);
    expect(callback).not.toHaveBeenCalled();
    vi.advanceTimersByTime(100);
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('goes on after 250 ms in a hidden tab, which paints no frames; a cancel calls nothing', () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation(() => 0);
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    const callback = vi.fn();
    afterPaint(callback);
    vi.advanceTimersByTime(250);
    expect(callback).toHaveBeenCalledTimes(1);
    const cancelled = vi.fn();
    afterPaint(cancelled)();
    vi.advanceTimersByTime(1_000);
    expect(cancelled).not.toHaveBeenCalled();
  });
});

describe('after the largest paint (lib/after-paint.ts)', () => {
  /** A PerformanceObserver the test reports entries to, as Chromium would after a paint. */
  function fakeObserver() {
    const observers: ((list: { getEntries: () => { startTime: number }[] }) => void)[] = [];
    class FakeObserver {
      static supportedEntryTypes = ['largest-contentful-paint'];
      constructor(callback: (typeof observers)[number]) {
        observers.push(callback);
      }
      observe() {}
      disconnect() {}
    }
    vi.stubGlobal('PerformanceObserver', FakeObserver);
    return (startTime: number) => observers.forEach((report) => report({ getEntries: () => [{ startTime }] }));
  }

  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('calls back once a largest paint made after the call is reported, not for an earlier one', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame', 'performance'] });
    const report = fakeObserver();
    vi.advanceTimersByTime(500);
    const callback = vi.fn();
    afterLargestPaint(callback);
    // Two frames pass: afterPaint would have called back by now.
    vi.advanceTimersToNextFrame();
    vi.advanceTimersToNextFrame();
    vi.advanceTimersByTime(1);
    report(300);
    vi.advanceTimersByTime(1);
    expect(callback).not.toHaveBeenCalled();
    report(540);
    vi.advanceTimersByTime(1);
    expect(callback).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(2_000);
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('goes on after a second when no largest paint comes; a cancel calls nothing', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'performance'] });
    fakeObserver();
    const callback = vi.fn();
    afterLargestPaint(callback);
    vi.advanceTimersByTime(999);
    expect(callback).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(callback).toHaveBeenCalledTimes(1);
    const cancelled = vi.fn();
    afterLargestPaint(cancelled)();
    vi.advanceTimersByTime(2_000);
    expect(cancelled).not.toHaveBeenCalled();
  });
});
