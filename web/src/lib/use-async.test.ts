import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useAsync } from './use-async';

/** A load the test settles by hand, recording the AbortSignal it was given. */
function deferredLoads<T>() {
  const calls: { resolve: (value: T) => void; reject: (error: unknown) => void; signal: AbortSignal }[] = [];
  const load = vi.fn(
    (signal: AbortSignal) =>
      new Promise<T>((resolve, reject) => {
        calls.push({ resolve, reject, signal });
      }),
  );
  return { load, calls };
}

describe('useAsync', () => {
  it('is loading, then ready with the data', async () => {
    const { result } = renderHook(() => useAsync('k', async () => 42));
    expect(result.current.state).toBe('loading');
    await waitFor(() => expect(result.current).toMatchObject({ state: 'ready', data: 42 }));
  });

  it('shows the error, and retry loads again', async () => {
    let fail = true;
    const { result } = renderHook(() =>
      useAsync('k', async () => {
        if (fail) throw new Error('offline');
        return 'back';
      }),
    );
    await waitFor(() => expect(result.current.state).toBe('error'));
    expect(result.current.state === 'error' && (result.current.error as Error).message).toBe('offline');
    fail = false;
    act(() => result.current.retry());
    expect(result.current.state).toBe('loading');
    await waitFor(() => expect(result.current).toMatchObject({ state: 'ready', data: 'back' }));
  });

  it('keeps the last good data beside a failed reload of the same key', async () => {
    const { load, calls } = deferredLoads<number>();
    const { result } = renderHook(() => useAsync('k', load));
    await act(async () => calls[0]!.resolve(1));
    act(() => result.current.retry());
    expect(result.current).toMatchObject({ state: 'loading', data: 1 });
    await act(async () => calls[1]!.reject(new Error('recount failed')));
    expect(result.current).toMatchObject({ state: 'error', data: 1 });
  });

  it('drops a result that arrives after the key changed, and aborts the old load', async () => {
    const { load, calls } = deferredLoads<string>();
    const { result, rerender } = renderHook(({ key }) => useAsync(key, load), { initialProps: { key: 'a' } });
    rerender({ key: 'b' });
    expect(calls[0]!.signal.aborted).toBe(true);
    await act(async () => calls[0]!.resolve('stale a'));
    expect(result.current.state).toBe('loading');
    await act(async () => calls[1]!.resolve('fresh b'));
    expect(result.current).toMatchObject({ state: 'ready', data: 'fresh b' });
  });

  it('shows a new key as loading unless asked to keep the previous data', async () => {
    const { load, calls } = deferredLoads<string>();
    const { result, rerender } = renderHook(({ key }) => useAsync(key, load, { keepPreviousData: true }), {
      initialProps: { key: 'a' },
    });
    await act(async () => calls[0]!.resolve('a data'));
    rerender({ key: 'b' });
    expect(result.current).toMatchObject({ state: 'loading', data: 'a data' });
  });

  it('aborts the load on unmount and never sets state afterwards', async () => {
    const { load, calls } = deferredLoads<string>();
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { unmount } = renderHook(() => useAsync('k', load));
    unmount();
    expect(calls[0]!.signal.aborted).toBe(true);
    await act(async () => calls[0]!.resolve('late'));
    expect(error).not.toHaveBeenCalled();
  });

  it('loads nothing for a null key', () => {
    const load = vi.fn(async () => 1);
    const { result } = renderHook(() => useAsync(null, load));
    expect(result.current.state).toBe('loading');
    expect(load).not.toHaveBeenCalled();
  });

  it('updates the loaded data in place', async () => {
    const { result } = renderHook(() => useAsync('k', async () => ['a', 'b']));
    await waitFor(() => expect(result.current.state).toBe('ready'));
    act(() => result.current.update((rows) => rows.filter((row) => row !== 'a')));
    expect(result.current).toMatchObject({ state: 'ready', data: ['b'] });
  });
});
