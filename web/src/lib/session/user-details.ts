/**
 * Loading the signed-in user's details, exactly as docs/PRODUCT.md §3, §4 and §8 describe:
 * Realtime Database `users/{id}` first, merged with the `getUserByUid` function's data, stamped
 * with `lastUpdated` (ISO) and cached in localStorage under `userDetails`.
 */
import { RTDB_PATHS, type ServerUserView } from '@civic/domain';
import { realtimeDatabaseAvailable } from '@/config/env';
import { auth } from '@/lib/firebase/app';
import { getHttpFunction } from '@/lib/firebase/http-functions';

/** What the app knows about the signed-in user: the mirror and the server view, merged. */
export type UserDetails = Partial<ServerUserView> & { uid: string; role: ServerUserView['role']; lastUpdated: string };

/**
 * Reads the Realtime Database mirror; where no Realtime Database runs this is logged and empty. Its
 * SDK (36 KB gzip) is loaded here, for this one read, and not at all where the configuration says
 * none runs (docs/performance.md).
 */
async function readRealtimeProfile(id: string): Promise<Record<string, unknown> | null> {
  if (!realtimeDatabaseAvailable) {
    console.info('No Realtime Database runs here; using getUserByUid only');
    return null;
  }
  const { readOnce, RealtimeDatabaseUnavailable } = await import('@/lib/firebase/database');
  try {
    return await readOnce<Record<string, unknown>>(RTDB_PATHS.user(id));
  } catch (error) {
    if (error instanceof RealtimeDatabaseUnavailable) {
      console.info(`${error.message}; using getUserByUid only`);
      return null;
    }
    throw error;
  }
}

/** Calls getUserByUid; a failure is only a warning (docs/PRODUCT.md §7). */
async function readServerView(id: string): Promise<ServerUserView | null> {
  try {
    // On a full page load Auth restores its session asynchronously; without waiting, the call
    // would go out unauthenticated and be refused.
    await auth.authStateReady();
    const idToken = (await auth.currentUser?.getIdToken()) ?? null;
    return await getHttpFunction('getUserByUid', { query: { uid: id }, idToken });
  } catch (error) {
    console.warn('getUserByUid failed; continuing without server data', error);
    return null;
  }
}

/**
 * Fetches and merges the user's details. No id → error logged, null. Neither source has data →
 * logged, null. A Realtime Database failure is logged and rethrown.
 */
export async function fetchUserDetails(id: string | null | undefined): Promise<UserDetails | null> {
  if (!id) {
    console.error('fetchUserDetails: a user id is required');
    return null;
  }
  try {
    const [profile, server] = await Promise.all([readRealtimeProfile(id), readServerView(id)]);
    if (!profile && !server) {
      console.error(`No user data found for ${id}`);
      return null;
    }
    return {
      ...profile,
      ...server,
      uid: id,
      role: server?.role ?? (profile?.role as UserDetails['role']) ?? 'user',
      lastUpdated: new Date().toISOString(),
    } as UserDetails;
  } catch (error) {
    console.error(`Failed to fetch user details for ${id}`, error);
    throw error;
  }
}
