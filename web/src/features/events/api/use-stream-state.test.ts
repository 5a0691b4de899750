import { STREAM_POLL_MS, type StreamState } from '@civic/domain';
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useStreamState } from './use-stream-state';

const ended: StreamState = { state: 'ended', ended: null, next: null };

/** A fetch the test answers by hand: a server slower than the poll interval. */
function slowFetch() {
  const calls: { answer: (body: StreamState) => void; signal: AbortSignal | null | undefined }[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(
    (_url, init) =>
      new Promise<Response>((resolve, reject) => {
        const signal = init?.signal;
        signal?.addEventListener('abort', () => reject(new DOMException('The operation was aborted.', 'AbortError')));
        calls.push({
          signal,
          answer: (body) => resolve(new Response(JSON.stringify({ success: true, data: body }), { status: 200 })),
        });
      }),
  );
  return calls;
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('useStreamState on a slow server', () => {
  it('uses an answer that takes longer than the poll interval, and never reports the wait as a failure', async () => {
    const calls = slowFetch();
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { result } = renderHook(() => useStreamState());
    expect(calls).toHaveLength(1);
    // Two poll intervals pass while the first request is still waiting.
    await act(async () => vi.advanceTimersByTime(STREAM_POLL_MS * 2 + 1));
    expect(result.current.state).toBe('loading');
    expect(calls[0]!.signal?.aborted).toBe(false);
    await act(async () => calls[0]!.answer(ended));
    expect(result.current).toEqual({ state: 'ready', stream: ended });
    expect(console.warn).not.toHaveBeenCalled();
  });

  it('asks again on the next interval once the answer is in', async () => {
    const calls = slowFetch();
    renderHook(() => useStreamState());
    await act(async () => calls[0]!.answer(ended));
    await act(async () => vi.advanceTimersByTime(STREAM_POLL_MS + 1));
    expect(calls).toHaveLength(2);
  });

  it('cancels the waiting request when the page is left, without a failure', async () => {
    const calls = slowFetch();
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { unmount } = renderHook(() => useStreamState());
    unmount();
    expect(calls[0]!.signal?.aborted).toBe(true);
    await act(async () => vi.runAllTimersAsync());
    expect(console.warn).not.toHaveBeenCalled();
  });
});
