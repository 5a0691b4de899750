/** Keeping the stored user in step with Firebase Auth (sign-out elsewhere, role claim changes). */
import { afterEach, describe, expect, it, vi } from 'vitest';

type AuthListener = (
  user: { uid: string; getIdTokenResult: () => Promise<{ claims: Record<string, unknown> }> } | null,
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
vi.mock('@/lib/firebase/app', () => ({ auth: { currentUser: { uid: 'u1' } } }));
const fetchUserDetails = vi.fn();
vi.mock('./user-details', () => ({ fetchUserDetails }));

const { logout, syncSessionWithAuth } = await import('./session');
const { getStoredUser, setUser, USER_DETAILS_KEY } = await import('./session-store');

const stored = (role: 'admin' | 'user') => ({ uid: 'u1', role, lastUpdated: new Date().toISOString() });
const firebaseUser = (role: string) => ({ uid: 'u1', getIdTokenResult: async () => ({ claims: { role } }) });

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
});
