/**
 * When the new-build watcher (lib/build-watcher.ts) starts. A page has just come from the network
 * (navigations are network-first), so it is the newest build: checking at once almost never finds
 * anything. The first check waits until the first poll is due, or until the reader comes back to a
 * tab left in the background, whichever comes first. Until then neither the watcher's code nor
 * latest-build.json is fetched, so a page's load carries neither (docs/performance.md).
 */

/** The watcher's polling interval (build-watcher.ts's BUILD_CHECK_INTERVAL_MS; a test keeps them equal). */
export const FIRST_BUILD_CHECK_MS = 60_000;

/** Calls `start` once the first check is due; returns the function that cancels it. */
export function whenFirstBuildCheckDue(start: () => void, delayMs: number = FIRST_BUILD_CHECK_MS): () => void {
  const timer = setTimeout(begin, delayMs);
  const onVisibility = () => {
    if (document.visibilityState === 'visible') begin();
  };
  document.addEventListener('visibilitychange', onVisibility);
  function cancel() {
    clearTimeout(timer);
    document.removeEventListener('visibilitychange', onVisibility);
  }
  function begin() {
    cancel();
    start();
  }
  return cancel;
}
