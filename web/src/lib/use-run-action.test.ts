import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const notify = { success: vi.fn(), error: vi.fn() };
vi.mock('@/lib/notifications', () => ({ notify }));
const { useRunAction } = await import('./use-run-action');

beforeEach(() => {
  notify.success.mockClear();
  notify.error.mockClear();
});

describe('useRunAction', () => {
  it('marks the key busy while the action runs and toasts the success', async () => {
    let finish = () => {};
    const { result } = renderHook(() => useRunAction());
    let outcome: Promise<boolean> = Promise.resolve(false);
    act(() => {
      outcome = result.current.run('poll-1', () => new Promise<void>((resolve) => (finish = resolve)), {
        success: 'Poll opened.',
      });
    });
    expect(result.current.busy).toBe('poll-1');
    await act(async () => finish());
    expect(await outcome).toBe(true);
    expect(result.current.busy).toBeNull();
    expect(notify.success).toHaveBeenCalledWith('Poll opened.');
  });

  it('toasts a callable’s own message on failure, and a plain one for anything else', async () => {
    const { result } = renderHook(() => useRunAction());
    const refused = Object.assign(new Error('This poll is closed.'), { code: 'functions/aborted' });
    await act(async () => {
      expect(await result.current.run('p', () => Promise.reject(refused), { success: 'x' })).toBe(false);
    });
    await act(async () => {
      await result.current.run('p', () => Promise.reject(new TypeError('Failed to fetch')), { success: 'x' });
    });
    expect(notify.error.mock.calls).toEqual([['This poll is closed.'], ['That did not work; try again.']]);
    expect(notify.success).not.toHaveBeenCalled();
    expect(result.current.busy).toBeNull();
  });

  it('uses the caller’s failure message when given', async () => {
    const { result } = renderHook(() => useRunAction());
    await act(async () => {
      await result.current.run('u', () => Promise.reject(new Error('boom')), {
        success: 'x',
        failure: (error) => `Delete failed: ${(error as Error).message}`,
      });
    });
    expect(notify.error).toHaveBeenCalledWith('Delete failed: boom');
  });
});
