/**
 * A lazily loaded chunk that fails to load (usually: a new deployment removed the old hashed
 * files) reloads the page to fetch the new build — at most once per path within 10 000 ms
 * (docs/PRODUCT.md §8 and §9), so a chunk that is really missing shows the error page instead of
 * reloading forever.
 */
export const RELOAD_GUARD_TTL_MS = 10_000;
export const RELOAD_GUARD_KEY = 'chunkReloads';

const CHUNK_ERROR =
  /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload CSS|Loading chunk \S+ failed/i;

export function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && CHUNK_ERROR.test(error.message);
}

function readReloads(): Record<string, number> {
  try {
    return JSON.parse(sessionStorage.getItem(RELOAD_GUARD_KEY) ?? '{}') as Record<string, number>;
  } catch {
    return {};
  }
}

/**
 * Reloads unless this path was already reloaded for a chunk error within the TTL.
 * Returns whether it reloaded.
 */
export function reloadOncePerPath(
  path: string,
  { now = Date.now(), reload = () => window.location.reload() }: { now?: number; reload?: () => void } = {},
): boolean {
  const reloads = readReloads();
  const last = reloads[path];
  if (last !== undefined && now - last < RELOAD_GUARD_TTL_MS) return false;
  reloads[path] = now;
  sessionStorage.setItem(RELOAD_GUARD_KEY, JSON.stringify(reloads));
  reload();
  return true;
}
