import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BUILD_CHECK_INTERVAL_MS } from './build-watcher';
import { FIRST_BUILD_CHECK_MS, whenFirstBuildCheckDue } from './first-build-check';

let visibility: DocumentVisibilityState = 'visible';
const setVisibility = (state: DocumentVisibilityState) => {
  visibility = state;
  document.dispatchEvent(new Event('visibilitychange'));
};

beforeEach(() => {
  vi.useFakeTimers();
  visibility = 'visible';
  vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
});
afterEach(() => vi.useRealTimers());

describe('when the first new-build check is due', () => {
  it('waits one polling interval, then starts the watcher once', () => {
    expect(FIRST_BUILD_CHECK_MS).toBe(BUILD_CHECK_INTERVAL_MS);
    const start = vi.fn();
    whenFirstBuildCheckDue(start);
    vi.advanceTimersByTime(FIRST_BUILD_CHECK_MS - 1);
    expect(start).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(start).toHaveBeenCalledTimes(1);
    setVisibility('hidden');
    setVisibility('visible');
    vi.advanceTimersByTime(FIRST_BUILD_CHECK_MS);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('starts as soon as the reader comes back to a tab left in the background', () => {
    const start = vi.fn();
    whenFirstBuildCheckDue(start);
    setVisibility('hidden');
    expect(start).not.toHaveBeenCalled();
    setVisibility('visible');
    expect(start).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(FIRST_BUILD_CHECK_MS);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('never starts once cancelled (the app unmounted)', () => {
    const start = vi.fn();
    whenFirstBuildCheckDue(start)();
    setVisibility('hidden');
    setVisibility('visible');
    vi.advanceTimersByTime(FIRST_BUILD_CHECK_MS);
    expect(start).not.toHaveBeenCalled();
  });
});
