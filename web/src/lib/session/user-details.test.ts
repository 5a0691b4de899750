/**
 * The spec's user loading (sections 3, 4, 8). The Realtime Database read and the getUserByUid
 * HTTP call are replaced here — the Realtime Database emulator cannot run on offline machines —
 * and the end-to-end login test exercises the real function.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as Env from '@/config/env';

const readOnce = vi.fn();
class RealtimeDatabaseUnavailable extends Error {}
vi.mock('@/lib/firebase/database', () => ({ readOnce, RealtimeDatabaseUnavailable }));
/** Auth as after a page load: the session is restored only once `authStateReady` resolves. */
const auth = {
  currentUser: null as null | { getIdToken: () => Promise<string> },
  authStateReady: vi.fn(async () => {
    auth.currentUser = { getIdToken: async () => 'id-token' };
  }),
};
vi.mock('@/lib/firebase/app', () => ({ auth }));

const { fetchUserDetails } = await import('./user-details');
const { getStoredUser, setUser, USER_DETAILS_KEY } = await import('./session-store');

const serverView = { uid: 'u1', role: 'admin', email: 'u1@example.test', displayName: 'From server' };
function answerFunction(body: unknown) {
  return vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(JSON.stringify(body), { status: 200 }));
}

beforeEach(() => {
  readOnce.mockReset();
  auth.currentUser = null;
});

describe('fetchUserDetails', () => {
  it('logs an error and returns null without an id', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(await fetchUserDetails(undefined)).toBeNull();
    expect(error).toHaveBeenCalled();
  });

  it('reads users/{id}, merges the function data over it and stamps lastUpdated (ISO)', async () => {
    readOnce.mockResolvedValue({ displayName: 'From mirror', bio: 'mirror bio', role: 'user' });
    const fetchSpy = answerFunction({ success: true, data: serverView });
    const details = await fetchUserDetails('u1');
    expect(readOnce).toHaveBeenCalledWith('users/u1');
    const [url, init] = fetchSpy.mock.calls[0]!;
    expect(String(url)).toMatch(/\/getUserByUid\?uid=u1$/);
    expect(init).toMatchObject({
      method: 'GET',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json', Authorization: 'Bearer id-token' },
    });
    expect(details).toMatchObject({ uid: 'u1', displayName: 'From server', bio: 'mirror bio', role: 'admin' });
    expect(new Date(details!.lastUpdated).toISOString()).toBe(details!.lastUpdated);
  });

  it('waits for Auth to restore the session before calling the function (full page load)', async () => {
    readOnce.mockResolvedValue(null);
    const fetchSpy = answerFunction({ success: true, data: serverView });
    await fetchUserDetails('u1');
    expect(auth.authStateReady).toHaveBeenCalled();
    expect(fetchSpy.mock.calls[0]![1]).toMatchObject({ headers: { Authorization: 'Bearer id-token' } });
  });

  it('only warns when the function fails, keeping the mirror data', async () => {
    readOnce.mockResolvedValue({ displayName: 'From mirror', role: 'user' });
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('network down'));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(await fetchUserDetails('u1')).toMatchObject({ uid: 'u1', displayName: 'From mirror' });
    expect(warn).toHaveBeenCalled();
  });

  it('falls back to the function alone where no Realtime Database runs', async () => {
    readOnce.mockRejectedValue(new RealtimeDatabaseUnavailable('no rtdb'));
    vi.spyOn(console, 'info').mockImplementation(() => {});
    answerFunction({ success: true, data: serverView });
    expect(await fetchUserDetails('u1')).toMatchObject({ uid: 'u1', role: 'admin' });
  });

  it('logs and returns null when neither source has data', async () => {
    readOnce.mockResolvedValue(null);
    answerFunction({ success: false, error: 'No user' });
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(await fetchUserDetails('u1')).toBeNull();
    expect(error).toHaveBeenCalledWith('No user data found for u1');
  });

  it('logs and rethrows a Realtime Database failure', async () => {
    readOnce.mockRejectedValue(new Error('permission_denied'));
    answerFunction({ success: true, data: serverView });
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    await expect(fetchUserDetails('u1')).rejects.toThrow('permission_denied');
    expect(error).toHaveBeenCalled();
  });
});

describe('the stored user', () => {
  it('is cached under userDetails and removed when set to null', () => {
    const user = { uid: 'u1', role: 'user' as const, lastUpdated: new Date().toISOString() };
    setUser(user);
    expect(JSON.parse(localStorage.getItem(USER_DETAILS_KEY)!)).toEqual(user);
    expect(getStoredUser()).toEqual(user);
    setUser(null);
    expect(localStorage.getItem('userDetails')).toBeNull();
    expect(getStoredUser()).toBeNull();
  });
});

describe('where no Realtime Database runs', () => {
  it('loads no Realtime Database SDK and reads getUserByUid alone', async () => {
    vi.resetModules();
    let databaseLoaded = false;
    vi.doMock('@/config/env', async (original) => ({
      ...(await original<typeof Env>()),
      realtimeDatabaseAvailable: false,
    }));
    vi.doMock('@/lib/firebase/database', () => {
      databaseLoaded = true;
      return { readOnce, RealtimeDatabaseUnavailable };
    });
    vi.spyOn(console, 'info').mockImplementation(() => {});
    answerFunction({ success: true, data: serverView });
    const { fetchUserDetails: fetchWithoutDatabase } = await import('./user-details');
    expect(await fetchWithoutDatabase('u1')).toMatchObject({ uid: 'u1', displayName: 'From server' });
    expect(databaseLoaded).toBe(false);
    expect(readOnce).not.toHaveBeenCalled();
  });
});
