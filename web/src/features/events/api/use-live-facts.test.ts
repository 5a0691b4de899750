import type { StreamState } from '@civic/domain';
import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FACTS_WAIT_MS, liveScreenModule, prefetchLiveFacts } from './live-facts-request';
import { useLiveFacts, type LiveFacts } from './use-live-facts';

const nothingLive: StreamState = { state: 'ended', ended: null, next: null, otherLive: false };
const answering = () =>
  vi
    .spyOn(globalThis, 'fetch')
    .mockImplementation(async () => new Response(JSON.stringify({ success: true, data: nothingLive })));

afterEach(() => vi.restoreAllMocks());

describe('useLiveFacts', () => {
  it('uses the answer the route table asked for with the screen’s module: one request, not two', async () => {
    const fetch = answering();
    prefetchLiveFacts();
    const { result } = renderHook(() => useLiveFacts());
    await waitFor(() => expect(result.current).toEqual({ state: 'ready', stream: nothingLive }));
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('asks again when the room is opened again later: the early answer is used once', async () => {
    const fetch = answering();
    prefetchLiveFacts();
    const first = renderHook(() => useLiveFacts());
    await waitFor(() => expect(first.result.current.state).toBe('ready'));
    first.unmount();
    const again = renderHook(() => useLiveFacts());
    await waitFor(() => expect(again.result.current.state).toBe('ready'));
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('shows facts the screen’s module waited for in the room’s very first render', async () => {
    answering();
    await liveScreenModule(async () => ({ Component: null }));
    const renders: LiveFacts[] = [];
    renderHook(() => {
      const facts = useLiveFacts();
      renders.push(facts);
      return facts;
    });
    expect(renders[0]).toEqual({ state: 'ready', stream: nothingLive });
  });
});

describe('liveScreenModule', () => {
  it('hands the screen’s module over only once the facts asked for with it are in', async () => {
    let answer: (response: Response) => void = () => {};
    vi.spyOn(globalThis, 'fetch').mockImplementation(() => new Promise<Response>((resolve) => (answer = resolve)));
    const handed = vi.fn();
    const module = liveScreenModule(async () => 'the module').then(handed);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(handed).not.toHaveBeenCalled();
    answer(new Response(JSON.stringify({ success: true, data: nothingLive })));
    await module;
    expect(handed).toHaveBeenCalledWith('the module');
  });

  it('waits at most FACTS_WAIT_MS for an answer that does not come', async () => {
    vi.useFakeTimers();
    // Past the freshness of the answer the test above asked for: this one asks anew.
    vi.setSystemTime(Date.now() + 60_000);
    try {
      vi.spyOn(globalThis, 'fetch').mockImplementation(() => new Promise<Response>(() => {}));
      const handed = vi.fn();
      const module = liveScreenModule(async () => 'the module').then(handed);
      await vi.advanceTimersByTimeAsync(FACTS_WAIT_MS - 1);
      expect(handed).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(1);
      await module;
      expect(handed).toHaveBeenCalledWith('the module');
    } finally {
      vi.useRealTimers();
    }
  });
});
