import type { FirestoreError } from 'firebase/firestore';
import { startTransition, useEffect, useState } from 'react';

/** A realtime value: loading until the first snapshot, then the latest data or the error. */
export type Live<T> = { state: 'loading' } | { state: 'error'; error: FirestoreError } | { state: 'ready'; data: T };

export interface SnapshotOptions {
  /**
   * Keys that share this `group` show the previous key's value until the new subscription's first
   * snapshot, instead of loading: a list whose query grows ("show more", infinite scroll) keeps
   * what is on screen (and the scroll position). A different group starts from loading.
   */
  keepPreviousWhileLoading?: { group: string };
}

/**
 * Subscribes with `subscribe(onData, onError)` (an onSnapshot call) while `key` stays the same;
 * a new key starts a new subscription and shows loading until its first snapshot (or, with
 * `keepPreviousWhileLoading`, the previous value of the same group). A null key subscribes to
 * nothing (and stays loading). The subscription ends on unmount.
 */
export function useSnapshot<T>(
  key: string | null,
  subscribe: (onData: (data: T) => void, onError: (error: FirestoreError) => void) => () => void,
  options: SnapshotOptions = {},
): Live<T> {
  const group = options.keepPreviousWhileLoading?.group ?? null;
  const [result, setResult] = useState<{ key: string; group: string | null; live: Live<T> } | null>(null);
  useEffect(() => {
    if (key === null) return;
    // A transition: React renders what a snapshot changed in slices it can interrupt, so a big
    // first snapshot (a dashboard's figures, a feed) never blocks a tap for long
    // (docs/performance.md, "Frame first").
    const show = (live: Live<T>) => startTransition(() => setResult({ key, group, live }));
    return subscribe(
      (data) => show({ state: 'ready', data }),
      (error) => show({ state: 'error', error }),
    );
    // `subscribe` is recreated every render; `key` says when it really changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  if (key === null || result === null) return { state: 'loading' };
  if (result.key === key) return result.live;
  return group !== null && result.group === group ? result.live : { state: 'loading' };
}
