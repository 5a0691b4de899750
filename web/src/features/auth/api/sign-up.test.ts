/**
 * Sign-up on a busy server (docs/trust.md, "A new account's first minutes"): the account exists at
 * once, but the trigger that writes its record and role has taken close to a minute under load.
 * Sign-up waits for them by listening to the record, without a fixed limit, and says each step.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { slowProvisioning } from '@/testing/slow-provisioning';

const fake = slowProvisioning();
const { server, snapshotNow, provision } = fake;

const user = {
  uid: 'u1',
  getIdTokenResult: vi.fn(async (_refresh?: boolean) => ({ claims: server.roleGiven ? { role: 'user' } : {} })),
};
vi.mock('firebase/auth', () => ({
  createUserWithEmailAndPassword: vi.fn(async () => ({ user })),
  updateProfile: vi.fn(async () => undefined),
  sendEmailVerification: vi.fn(async () => undefined),
}));
vi.mock('@/lib/firebase/app', () => ({ auth: {} }));
vi.mock('@/lib/firebase/firestore', () => ({ firestore: {} }));
const updateDoc = vi.fn(async () => undefined);
vi.mock('firebase/firestore', () => ({
  doc: (_db: unknown, ...path: string[]) => ({ path: path.join('/') }),
  getDoc: vi.fn(async () => snapshotNow()),
  onSnapshot: vi.fn(),
  updateDoc,
  serverTimestamp: () => 'now',
}));
vi.mock('@/lib/session/account-record', () => ({
  listenToAccountRecord: fake.listenToAccountRecord,
}));
vi.mock('@/lib/session/user-details', () => ({
  fetchUserDetails: vi.fn(async (uid: string) => (server.roleGiven ? { uid, role: 'user', lastUpdated: '' } : null)),
}));

const { signUp } = await import('./sign-up');
// Loaded ahead, as the page has them once the account exists: the fake clock drives timers only.
await import('./complete-provisioning');

beforeEach(() => {
  server.recordWritten = false;
  server.roleGiven = false;
  vi.useFakeTimers();
});
afterEach(() => vi.useRealTimers());

describe('sign-up while the server is slow to set the account up', () => {
  it('waits past any fixed limit for the record and the role, then names the account', async () => {
    const steps: string[] = [];
    let outcome: unknown = 'pending';
    signUp({ email: 'new@civic.test', password: 'Sign-up-1', displayName: 'Ana' }, (step) => steps.push(step)).then(
      (details) => (outcome = details),
      (error: unknown) => (outcome = error),
    );
    // 47 s, the longest the issue saw, and more: still waiting, not "took too long".
    await vi.advanceTimersByTimeAsync(90_000);
    expect(outcome).toBe('pending');
    expect(steps).toEqual(['profile']);
    provision();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(outcome).toMatchObject({ uid: 'u1', role: 'user' });
    expect(steps).toEqual(['profile', 'role', 'role']);
    expect(updateDoc).toHaveBeenCalledWith({ path: 'users/u1' }, expect.objectContaining({ displayName: 'Ana' }));
  });
});
