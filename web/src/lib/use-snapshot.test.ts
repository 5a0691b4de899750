/** useSnapshot: one subscription per key; `keepPreviousWhileLoading` keeps a growing list on screen. */
import { act, renderHook } from '@testing-library/react';
import type { FirestoreError } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { useSnapshot, type SnapshotOptions } from './use-snapshot';

type Listener = { key: string; onData: (data: string[]) => void; closed: boolean };

function harness(initialGroup?: string, options: SnapshotOptions = {}) {
  const listeners: Listener[] = [];
  const hook = renderHook(
    ({ key, group }: { key: string | null; group?: string }) =>
      useSnapshot<string[]>(
        key,
        (onData, _onError: (error: FirestoreError) => void) => {
          const listener: Listener = { key: key!, onData, closed: false };
          listeners.push(listener);
          return () => {
            listener.closed = true;
          };
        },
        group ? { keepPreviousWhileLoading: { group } } : options,
      ),
    { initialProps: { key: 'feed:10' as string | null, group: initialGroup } },
  );
  return { hook, listeners };
}

describe('useSnapshot', () => {
  it('shows loading for a new key by default, then its own data', () => {
    const { hook, listeners } = harness();
    act(() => listeners[0]!.onData(['a']));
    expect(hook.result.current).toEqual({ state: 'ready', data: ['a'] });
    hook.rerender({ key: 'feed:20', group: undefined });
    expect(hook.result.current).toEqual({ state: 'loading' });
    expect(listeners[0]!.closed).toBe(true);
    act(() => listeners[1]!.onData(['a', 'b']));
    expect(hook.result.current).toEqual({ state: 'ready', data: ['a', 'b'] });
  });

  it('keeps the previous data of the same group while the grown query starts', () => {
    const { hook, listeners } = harness('feed');
    act(() => listeners[0]!.onData(['a']));
    hook.rerender({ key: 'feed:20', group: 'feed' });
    expect(hook.result.current).toEqual({ state: 'ready', data: ['a'] });
    act(() => listeners[1]!.onData(['a', 'b']));
    expect(hook.result.current).toEqual({ state: 'ready', data: ['a', 'b'] });
  });

  it('starts from loading when the group changes (another list)', () => {
    const { hook, listeners } = harness('feed');
    act(() => listeners[0]!.onData(['a']));
    hook.rerender({ key: 'questions:10', group: 'questions' });
    expect(hook.result.current).toEqual({ state: 'loading' });
  });

  it('subscribes to nothing for a null key', () => {
    const { hook, listeners } = harness('feed');
    hook.rerender({ key: null, group: 'feed' });
    expect(hook.result.current).toEqual({ state: 'loading' });
    expect(listeners).toHaveLength(1);
  });
});
