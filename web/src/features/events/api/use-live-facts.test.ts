import type { StreamState } from '@civic/domain';
import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { prefetchLiveFacts } from './live-facts-request';
import { useLiveFacts } from './use-live-facts';

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
});
