import type { FirestoreError } from 'firebase/firestore';
import { useEffect, useState } from 'react';

/** A realtime value: loading until the first snapshot, then the latest data or the error. */
export type Live<T> = { state: 'loading' } | { state: 'error'; error: FirestoreError } | { state: 'ready'; data: T };

/**
 * Subscribes with `subscribe(onData, onError)` (an onSnapshot call) while `key` stays the same;
 * a new key starts a new subscription and shows loading until its first snapshot. A null key
 * subscribes to nothing (and stays loading). The subscription ends on unmount.
 */
export function useSnapshot<T>(
  key: string | null,
  subscribe: (onData: (data: T) => void, onError: (error: FirestoreError) => void) => () => void,
): Live<T> {
  const [result, setResult] = useState<{ key: string; live: Live<T> } | null>(null);
  useEffect(() => {
    if (key === null) return;
    return subscribe(
      (data) => setResult({ key, live: { state: 'ready', data } }),
      (error) => setResult({ key, live: { state: 'error', error } }),
    );
    // `subscribe` is recreated every render; `key` says when it really changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return result?.key === key && key !== null ? result.live : { state: 'loading' };
}
