/** Keeping the stored user in step with Firebase Auth (sign-out elsewhere, role claim changes). */
import { afterEach, describe, expect, it, vi } from 'vitest';

type AuthListener = (
  user: {
    uid: string;
    getIdTokenResult: () => Promise<{ claims: Record<string, unknown>; issuedAtTime: string }>;
  } | null,
) => Promise<void>;
let onTokenChange: AuthListener | undefined;
const signOut = vi.fn(async () => {});
vi.mock('firebase/auth', () => ({
  onIdTokenChanged: (_auth: unknown, listener: AuthListener) => {
    onTokenChange = listener;
    return () => {};
  },
  signOut,
  signInWithEmailAndPassword: vi.fn(),
}));
const getIdToken = vi.fn(async (_forceRefresh?: boolean) => 'token');
vi.mock('@/lib/firebase/app', () => ({ auth: { currentUser: { uid: 'u1', getIdToken } } }));
const fetchUserDetails = vi.fn();
vi.mock('./user-details', () => ({ fetchUserDetails }));
// The record watcher, driven by the tests: what an administrator's change looks like from here.
let reportAccountChange: ((change: 'changed' | 'gone') => void) | undefined;
const stopWatching = vi.fn();
let watchedSince: number | undefined;
vi.mock('./account-changes', () => ({
  watchAccountChanges: (_uid: string, sinceMs: number, onChange: (change: 'changed' | 'gone') => void) => {
    watchedSince = sinceMs;
    reportAccountChange = onChange;
    return stopWatching;
  },
}));
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

const { logout, syncSessionWithAuth } = await import('./session');
const { getStoredUser, setUser, USER_DETAILS_KEY } = await import('./session-store');

const stored = (role: 'admin' | 'user') => ({ uid: 'u1', role, lastUpdated: new Date().toISOString() });
const ISSUED_AT = '2026-11-22T10:00:00.000Z';
const firebaseUser = (role: string) => ({
  uid: 'u1',
  getIdTokenResult: async () => ({ claims: { role }, issuedAtTime: ISSUED_AT }),
});

afterEach(() => setUser(null));

describe('session sync with Firebase Auth', () => {
  it('clears the stored user when Auth signs out (another tab, revoked token)', async () => {
    setUser(stored('user'));
    syncSessionWithAuth();
    await onTokenChange!(null);
    expect(getStoredUser()).toBeNull();
    expect(localStorage.getItem(USER_DETAILS_KEY)).toBeNull();
  });

  it('reloads the details when the role claim changes', async () => {
    setUser(stored('user'));
    fetchUserDetails.mockResolvedValue(stored('admin'));
    syncSessionWithAuth();
    await onTokenChange!(firebaseUser('admin'));
    expect(fetchUserDetails).toHaveBeenCalledWith('u1');
    expect(getStoredUser()?.role).toBe('admin');
  });

  it('a token that cannot be refreshed offline is no error the page throws: the session stays', async () => {
    // A session older than an hour refreshes its token; a phone without network (or a slow
    // emulator in CI) fails that refresh, and the listener's rejection reached the page uncaught.
    signOut.mockClear();
    setUser(stored('user'));
    syncSessionWithAuth();
    const offline = Object.assign(new Error('Firebase: Error (auth/network-request-failed).'), {
      code: 'auth/network-request-failed',
    });
    await expect(
      onTokenChange!({ uid: 'u1', getIdTokenResult: () => Promise.reject(offline) }),
    ).resolves.toBeUndefined();
    expect(getStoredUser()?.role).toBe('user');
    expect(signOut).not.toHaveBeenCalled();
  });

  it('leaves the user alone when the claim is unchanged', async () => {
    fetchUserDetails.mockClear();
    setUser(stored('user'));
    syncSessionWithAuth();
    await onTokenChange!(firebaseUser('user'));
    expect(fetchUserDetails).not.toHaveBeenCalled();
  });

  it('logout clears the stored user and signs out of Firebase', async () => {
    setUser(stored('user'));
    await logout();
    expect(getStoredUser()).toBeNull();
    expect(signOut).toHaveBeenCalled();
  });

  it('follows a sign-in or sign-out made in another tab (storage event)', () => {
    localStorage.setItem(USER_DETAILS_KEY, JSON.stringify(stored('user')));
    window.dispatchEvent(new StorageEvent('storage', { key: USER_DETAILS_KEY }));
    expect(getStoredUser()?.uid).toBe('u1');
    localStorage.removeItem(USER_DETAILS_KEY);
    window.dispatchEvent(new StorageEvent('storage', { key: USER_DETAILS_KEY }));
    expect(getStoredUser()).toBeNull();
  });

  it('refreshes the token and details when an administrator changes the account', async () => {
    setUser(stored('user'));
    fetchUserDetails.mockResolvedValue(stored('admin'));
    syncSessionWithAuth();
    await onTokenChange!(firebaseUser('user'));
    expect(watchedSince).toBe(Date.parse(ISSUED_AT));
    reportAccountChange!('changed');
    await settle();
    expect(getIdToken).toHaveBeenCalledWith(true);
    expect(getStoredUser()?.role).toBe('admin');
  });

  it('ends the session when the token cannot be refreshed (demoted, disabled: sessions revoked)', async () => {
    setUser(stored('admin'));
    syncSessionWithAuth();
    await onTokenChange!(firebaseUser('admin'));
    getIdToken.mockRejectedValueOnce(Object.assign(new Error('revoked'), { code: 'auth/user-token-expired' }));
    reportAccountChange!('changed');
    await settle();
    expect(getStoredUser()).toBeNull();
    expect(signOut).toHaveBeenCalled();
  });

  it('ends the session when the server no longer answers for it after the refresh', async () => {
    setUser(stored('admin'));
    fetchUserDetails.mockResolvedValue(null);
    syncSessionWithAuth();
    await onTokenChange!(firebaseUser('admin'));
    reportAccountChange!('changed');
    await settle();
    expect(getStoredUser()).toBeNull();
  });

  /** A signed-in admin whose account watcher has asked for fresh details; returns their answer. */
  async function adminReloadOnItsWay() {
    setUser(stored('admin'));
    let answer: (details: ReturnType<typeof stored>) => void = () => {};
    fetchUserDetails.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    syncSessionWithAuth();
    await onTokenChange!(firebaseUser('admin'));
    reportAccountChange!('changed');
    await settle();
    return answer;
  }

  // The account watcher's reload was still on its way when the person logged out: its answer
  // must not sign them back in (the page went on to the dashboard and then to /login).
  it('a details reload that answers after a logout does not sign the user back in', async () => {
    const answer = await adminReloadOnItsWay();
    await logout();
    answer(stored('admin'));
    await settle();
    expect(getStoredUser()).toBeNull();
  });

  it('a reload for one account never stores its details over another account signed in since', async () => {
    const answer = await adminReloadOnItsWay();
    setUser({ uid: 'u2', role: 'user', lastUpdated: new Date().toISOString() });
    answer(stored('admin'));
    await settle();
    expect(getStoredUser()?.uid).toBe('u2');
  });

  it('ends the session when the account is deleted, and stops watching on sign-out', async () => {
    setUser(stored('user'));
    const stop = syncSessionWithAuth();
    await onTokenChange!(firebaseUser('user'));
    reportAccountChange!('gone');
    await settle();
    expect(getStoredUser()).toBeNull();
    stop();
    expect(stopWatching).toHaveBeenCalled();
  });
});
