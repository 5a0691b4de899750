import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterPaint } from './after-paint';

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
