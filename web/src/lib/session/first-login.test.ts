/**
 * A first login before the server has set the account up (docs/trust.md, "A new account's first
 * minutes"): the login waits for the account's record and role, however long the trigger takes,
 * and says each step; it never answers "no profile" for an account that is only slow to appear.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { slowProvisioning } from '@/testing/slow-provisioning';

const fake = slowProvisioning();
const { server, provision } = fake;

const user = {
  uid: 'u1',
  getIdTokenResult: vi.fn(async (_refresh?: boolean) => ({
    claims: server.roleGiven ? { role: 'user' } : {},
    issuedAtTime: new Date().toISOString(),
  })),
};
const signOut = vi.fn(async () => {});
vi.mock('firebase/auth', () => ({
  onIdTokenChanged: () => () => {},
  signOut,
  signInWithEmailAndPassword: vi.fn(async () => ({ user })),
}));
vi.mock('@/lib/firebase/app', () => ({ auth: { currentUser: user } }));
// getUserByUid answers "No user with uid" until the account has its role.
vi.mock('./user-details', () => ({
  fetchUserDetails: vi.fn(async (uid: string) =>
    server.roleGiven ? { uid, role: 'user', lastUpdated: new Date().toISOString() } : null,
  ),
}));
vi.mock('./account-record', () => ({
  listenToAccountRecord: fake.listenToAccountRecord,
}));
vi.mock('@/lib/i18n/account-language', () => ({ applyAccountLanguage: async () => undefined }));

const { signIn } = await import('./session');
// Loaded ahead, as a browser has it by the time a login needs it: the fake clock below drives timers only.
await import('./await-provisioning');
const { getStoredUser, setUser } = await import('./session-store');

beforeEach(() => {
  server.recordWritten = false;
  server.roleGiven = false;
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  setUser(null);
});

describe('a first login while the server is still setting the account up', () => {
  it('waits for the profile and the role, minutes if need be, saying each step, then signs in', async () => {
    const steps: string[] = [];
    const signingIn = signIn('new@civic.test', 'Sign-up-1', (step) => steps.push(step));
    let outcome: unknown = 'pending';
    signingIn.then(
      (details) => (outcome = details),
      (error: unknown) => (outcome = error),
    );
    // Three minutes of a busy server: still waiting, not refused.
    await vi.advanceTimersByTimeAsync(3 * 60_000);
    expect(outcome).toBe('pending');
    expect(steps).toEqual(['profile']);
    provision();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(outcome).toMatchObject({ uid: 'u1', role: 'user' });
    expect(steps).toEqual(['profile', 'role', 'role']);
    expect(getStoredUser()).toMatchObject({ uid: 'u1', role: 'user' });
    expect(signOut).not.toHaveBeenCalled();
  });

  it('an account already set up signs in without waiting for anything', async () => {
    server.recordWritten = true;
    server.roleGiven = true;
    const steps: string[] = [];
    await expect(signIn('old@civic.test', 'Sign-up-1', (step) => steps.push(step))).resolves.toMatchObject({
      uid: 'u1',
    });
    expect(steps).toEqual([]);
  });
});
