import type { CameraBroadcastDoc } from '@civic/domain';
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Live } from '@/lib/use-snapshot';

// The boundary: the page's listener and the cache-free server read (both Firestore).
const firestore = vi.hoisted(() => ({
  listened: { state: 'loading' } as Live<CameraBroadcastDoc | null>,
  onServer: null as CameraBroadcastDoc | null,
  reads: 0,
}));
vi.mock('./use-broadcast', () => ({
  useBroadcast: () => firestore.listened,
}));
vi.mock('./read-broadcast-from-server', () => ({
  readBroadcastFromServer: vi.fn(async () => {
    firestore.reads++;
    return firestore.onServer;
  }),
}));
const { useViewerBroadcast } = await import('./use-viewer-broadcast');

const broadcast = (broadcastId: string) =>
  ({ broadcastId, broadcasterUid: 'admin', viewerCap: 8, startedAt: null }) as unknown as CameraBroadcastDoc;
const off: Live<CameraBroadcastDoc | null> = { state: 'ready', data: null };
const passTime = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

beforeEach(() => {
  vi.useFakeTimers();
  Object.assign(firestore, { listened: off, onServer: null, reads: 0 });
});
afterEach(() => vi.useRealTimers());

describe('useViewerBroadcast', () => {
  it('joins a broadcast the server holds while the listener still says the camera is off', async () => {
    const { result } = renderHook(() => useViewerBroadcast('event-1'));
    expect(result.current).toEqual(off);
    firestore.onServer = broadcast('restarted');
    await passTime(2_000);
    expect(result.current).toEqual({ state: 'ready', data: broadcast('restarted') });
  });

  it('asks less and less often while the camera stays off', async () => {
    renderHook(() => useViewerBroadcast('event-1'));
    await passTime(2_000 + 4_000 + 8_000 + 16_000);
    expect(firestore.reads).toBe(4);
    await passTime(30_000 * 2);
    expect(firestore.reads).toBe(6);
  });

  it('goes back to off when the server no longer holds the broadcast it found', async () => {
    firestore.onServer = broadcast('restarted');
    const { result } = renderHook(() => useViewerBroadcast('event-1'));
    await passTime(2_000);
    expect(result.current.state === 'ready' && result.current.data?.broadcastId).toBe('restarted');
    firestore.onServer = null;
    await passTime(4_000);
    expect(result.current).toEqual(off);
  });

  it('follows the listener once it has the broadcast, and forgets the server answer when it says off again', async () => {
    firestore.onServer = broadcast('restarted');
    const { result, rerender } = renderHook(() => useViewerBroadcast('event-1'));
    await passTime(2_000);
    firestore.listened = { state: 'ready', data: broadcast('restarted') };
    rerender();
    const readsWhileOn = firestore.reads;
    await passTime(60_000);
    expect(firestore.reads).toBe(readsWhileOn);
    // The admin stops: the listener says off, and the earlier answer is not shown again.
    firestore.listened = off;
    firestore.onServer = null;
    rerender();
    expect(result.current).toEqual(off);
  });

  it('does not ask the server before the listener has answered', async () => {
    firestore.listened = { state: 'loading' };
    const { result } = renderHook(() => useViewerBroadcast('event-1'));
    await passTime(60_000);
    expect(firestore.reads).toBe(0);
    expect(result.current.state).toBe('loading');
  });
});
