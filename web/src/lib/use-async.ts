import { startTransition, useCallback, useEffect, useState } from 'react';

/** A one-time load: loading, failed or ready. `data` on loading/error is the last good result. */
export type AsyncState<T> =
  { state: 'loading'; data?: T } | { state: 'error'; error: unknown; data?: T } | { state: 'ready'; data: T };

export type AsyncLoad<T> = AsyncState<T> & {
  /** Loads again under the same key ("Try again", "Refresh", a periodic recount). */
  retry: () => void;
  /** Changes the loaded data in place, e.g. one row after an action succeeded on the server. */
  update: (change: (data: T) => T) => void;
};

export interface UseAsyncOptions {
  /** Keep showing the last result while a new key loads (a refreshed panel, not a new page). */
  keepPreviousData?: boolean;
}

interface Settled<T> {
  key: string;
  attempt: number;
  result: Extract<AsyncState<T>, { state: 'ready' | 'error' }>;
}

/**
 * Runs `load` whenever `key` changes (a null key loads nothing and stays loading) and on `retry`.
 * A result that arrives after the key changed or the component unmounted is dropped, and `load`
 * gets an AbortSignal that fires then, so a fetch can stop early. A reload of the same key keeps
 * the last good data beside its loading or error state, so a failed refresh loses nothing shown.
 */
export function useAsync<T>(
  key: string | null,
  load: (signal: AbortSignal) => Promise<T>,
  { keepPreviousData = false }: UseAsyncOptions = {},
): AsyncLoad<T> {
  const [attempt, setAttempt] = useState(0);
  const [settled, setSettled] = useState<Settled<T> | null>(null);

  useEffect(() => {
    if (key === null) return;
    const controller = new AbortController();
    const settle = (result: (previous: T | undefined) => Settled<T>['result']) => {
      if (controller.signal.aborted) return;
      // A transition, as in use-snapshot.ts: the result renders in slices React can interrupt.
      startTransition(() =>
        setSettled((last) => {
          const previous = last && (last.key === key || keepPreviousData) ? last.result.data : undefined;
          return { key, attempt, result: result(previous) };
        }),
      );
    };
    load(controller.signal).then(
      (data) => settle(() => ({ state: 'ready', data })),
      (error: unknown) =>
        settle((data) => (data === undefined ? { state: 'error', error } : { state: 'error', error, data })),
    );
    return () => controller.abort();
    // `load` is recreated every render; `key` and `attempt` say when to load again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const update = useCallback(
    (change: (data: T) => T) =>
      setSettled((last) =>
        last?.result.data === undefined
          ? last
          : { ...last, result: { ...last.result, data: change(last.result.data) } },
      ),
    [],
  );

  let state: AsyncState<T>;
  if (key !== null && settled?.key === key && settled.attempt === attempt) {
    state = settled.result;
  } else {
    const data = key !== null && settled && (settled.key === key || keepPreviousData) ? settled.result.data : undefined;
    state = data === undefined ? { state: 'loading' } : { state: 'loading', data };
  }
  return { ...state, retry, update };
}
