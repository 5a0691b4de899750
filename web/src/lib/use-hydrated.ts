import { useSyncExternalStore } from 'react';

const noChanges = () => () => {};

/**
 * False while a prerendered page is still only HTML (and during its hydration), true once React
 * runs it. Forms keep their submit button disabled until then: a native submit of the bare HTML
 * would put the typed password in the URL.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noChanges,
    () => true,
    () => false,
  );
}
