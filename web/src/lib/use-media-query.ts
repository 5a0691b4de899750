import { useSyncExternalStore } from 'react';

/**
 * Whether a CSS media query matches now, following changes (a phone turned sideways, a window
 * resized). False where there is no matchMedia (prerendering, tests that do not stub it).
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = (changed: () => void) => {
    if (typeof matchMedia !== 'function') return () => {};
    const media = matchMedia(query);
    media.addEventListener('change', changed);
    return () => media.removeEventListener('change', changed);
  };
  const matches = () => typeof matchMedia === 'function' && matchMedia(query).matches;
  return useSyncExternalStore(subscribe, matches, () => false);
}
