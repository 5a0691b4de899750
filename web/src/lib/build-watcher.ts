/**
 * New-deployment detection, client side (docs/PRODUCT.md §4, §7 and §8). Polls `latest-build.json` with a
 * timestamp query (past every cache); when its id differs from this build's, fetches
 * `build-manifest.json` to confirm the new build is fully deployed, then reloads — at the next
 * navigation, or at once if the tab is in the background, so nobody loses what they are typing.
 * A failure to fetch or match the manifest is only logged.
 */
export const LATEST_BUILD_URL = '/latest-build.json';
export const BUILD_MANIFEST_URL = '/build-manifest.json';
export const BUILD_CHECK_INTERVAL_MS = 60_000;

interface BuildInfo {
  id: string;
  timestamp: number;
}

export type BuildCheck = 'current' | 'new' | 'unknown';

async function fetchBuildInfo(url: string, fetchImpl: typeof fetch): Promise<BuildInfo> {
  const response = await fetchImpl(`${url}?t=${Date.now()}`, { cache: 'no-store' });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  const body = (await response.json()) as Partial<BuildInfo>;
  if (typeof body.id !== 'string') throw new Error(`${url} has no build id`);
  return body as BuildInfo;
}

/** Compares the deployed build with ours. Never throws: problems are logged and "unknown". */
export async function checkForNewBuild(currentId: string, fetchImpl: typeof fetch = fetch): Promise<BuildCheck> {
  let latest: BuildInfo;
  try {
    latest = await fetchBuildInfo(LATEST_BUILD_URL, fetchImpl);
  } catch (error) {
    console.warn('Could not check for a new build', error);
    return 'unknown';
  }
  if (latest.id === currentId) return 'current';
  try {
    const manifest = await fetchBuildInfo(BUILD_MANIFEST_URL, fetchImpl);
    if (manifest.id !== latest.id) {
      console.warn(`Build manifest ${manifest.id} does not match the latest build ${latest.id}; not reloading yet`);
      return 'unknown';
    }
  } catch (error) {
    console.warn('Could not fetch the build manifest', error);
    return 'unknown';
  }
  return 'new';
}

export interface BuildWatcherOptions {
  currentId: string;
  /** Calls back with a function to run on the next navigation; returns the unsubscribe. */
  onNextNavigation: (callback: (path: string) => void) => () => void;
  reload?: (path?: string) => void;
  fetchImpl?: typeof fetch;
  intervalMs?: number;
}

/** Starts polling; returns the function that stops it. */
export function watchForNewBuilds({
  currentId,
  onNextNavigation,
  reload = (path) => (path ? window.location.assign(path) : window.location.reload()),
  fetchImpl = fetch,
  intervalMs = BUILD_CHECK_INTERVAL_MS,
}: BuildWatcherOptions): () => void {
  let stopNavigationWatch: (() => void) | undefined;
  let found = false;

  const check = async () => {
    if (found) return;
    if ((await checkForNewBuild(currentId, fetchImpl)) !== 'new') return;
    found = true;
    console.info('A new build is deployed; reloading at the next navigation');
    if (document.visibilityState === 'hidden') return reload();
    stopNavigationWatch = onNextNavigation((path) => reload(path));
  };
  const onVisibility = () => {
    if (document.visibilityState === 'hidden' && found) reload();
    else if (document.visibilityState === 'visible') void check();
  };

  const timer = setInterval(() => void check(), intervalMs);
  document.addEventListener('visibilitychange', onVisibility);
  void check();
  return () => {
    clearInterval(timer);
    document.removeEventListener('visibilitychange', onVisibility);
    stopNavigationWatch?.();
  };
}
