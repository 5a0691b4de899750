import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyHead, createHeadUpdater, DEFAULT_DESCRIPTION, HEAD_UPDATE_DEBOUNCE_MS } from './document-head';

afterEach(() => vi.useRealTimers());

describe('document head per route', () => {
  it('debounces updates by the spec’s 10 ms and applies only the last one', () => {
    vi.useFakeTimers();
    expect(HEAD_UPDATE_DEBOUNCE_MS).toBe(10);
    const apply = vi.fn();
    const update = createHeadUpdater(apply);
    update({ title: 'Log in' });
    update({ title: 'Dashboard' });
    vi.advanceTimersByTime(9);
    expect(apply).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(apply).toHaveBeenCalledTimes(1);
    expect(apply).toHaveBeenCalledWith({ title: 'Dashboard' });
  });

  it('a screen that goes away before the write cancels it; a later update is not cancelled by it', () => {
    vi.useFakeTimers();
    const apply = vi.fn();
    const update = createHeadUpdater(apply);
    const cancelFirst = update({ title: 'Log in' });
    cancelFirst();
    vi.advanceTimersByTime(HEAD_UPDATE_DEBOUNCE_MS);
    expect(apply).not.toHaveBeenCalled();
    const cancelStale = update({ title: 'Log in' });
    update({ title: 'Dashboard' });
    cancelStale(); // the screen that was replaced unmounts after its successor's update
    vi.advanceTimersByTime(HEAD_UPDATE_DEBOUNCE_MS);
    expect(apply).toHaveBeenCalledExactlyOnceWith({ title: 'Dashboard' });
  });

  it('writes the title and the meta description', () => {
    applyHead({ title: 'Polls', description: 'Create and run polls.' });
    expect(document.title).toBe('Polls · Civic Live');
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(
      'Create and run polls.',
    );
    applyHead({});
    expect(document.title).toBe('Civic Live');
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(DEFAULT_DESCRIPTION);
  });
});
