import type { UserRecord as AuthUser } from 'firebase-admin/auth';
import { describe, expect, it } from 'vitest';
import type { AccountNow } from '../platform/currentAccount.js';
import { getUserByUidCore, type GetUserDeps } from './getUserByUid.js';

// The core decides every status; here its collaborators (token verification, Auth, Firestore)
// are in-memory stand-ins. tests/integration/get-user-by-uid.test.ts runs the same cases through
// the real Functions, Auth and Firestore emulators.
const alice = {
  uid: 'alice',
  email: 'alice@example.test',
  displayName: 'Alice',
  disabled: false,
  emailVerified: true,
  customClaims: { role: 'user' },
  metadata: { creationTime: 'Sat, 01 Nov 2026 10:00:00 GMT', lastSignInTime: 'Sun, 22 Nov 2026 08:00:00 GMT' },
} as unknown as AuthUser;

const account = (role: 'admin' | 'user'): AccountNow => ({
  exists: true,
  disabled: false,
  emailVerified: true,
  claimRole: role,
  validSinceSeconds: null,
  record: { role, status: 'active' },
});

const deps: GetUserDeps = {
  verifyIdToken: async (token) => {
    if (token === 'alice-token') return { uid: 'alice', role: 'user' };
    if (token === 'admin-token') return { uid: 'root', role: 'admin' };
    if (token === 'demoted-admin-token') return { uid: 'demoted', role: 'admin' };
    if (token === 'bob-token') return { uid: 'bob', role: 'user' };
    throw new Error('invalid token');
  },
  // `demoted` still holds a token minted while an admin; the account is a citizen now.
  getAccountNow: async (uid) => account(uid === 'root' ? 'admin' : 'user'),
  getAuthUser: async (uid) => (uid === 'alice' ? alice : null),
  getRecord: async (uid) => (uid === 'alice' ? { bio: 'Hi', eligible: true, displayName: 'Alice A.' } : undefined),
};

const call = (overrides: Partial<Parameters<typeof getUserByUidCore>[0]>) =>
  getUserByUidCore({ method: 'GET', uid: 'alice', authorization: 'Bearer alice-token', ...overrides }, deps);

describe('getUserByUid', () => {
  it('gives a user their own data, with the role from claims and ISO times', async () => {
    const result = await call({});
    expect(result.status).toBe(200);
    expect(result.body).toEqual({
      success: true,
      data: expect.objectContaining({
        uid: 'alice',
        role: 'user',
        displayName: 'Alice A.',
        bio: 'Hi',
        eligible: true,
        disabled: false,
        createdAt: '2026-11-01T10:00:00.000Z',
        lastSignInAt: '2026-11-22T08:00:00.000Z',
      }),
    });
  });

  it('gives an admin any user', async () => {
    expect((await call({ authorization: 'Bearer admin-token' })).status).toBe(200);
  });

  it.each([
    ['a method other than GET', { method: 'POST' }, 405],
    ['a missing uid', { uid: undefined }, 400],
    ['a blank uid', { uid: '  ' }, 400],
    ['a uid Firestore refuses as an id (..)', { uid: '..' }, 400],
    ['a reserved uid (__name__)', { uid: '__name__' }, 400],
    ['a path as uid', { uid: 'alice/secrets' }, 400],
    ['a missing token', { authorization: undefined }, 401],
    ['a malformed Authorization header', { authorization: 'Token abc' }, 401],
    ['an invalid token', { authorization: 'Bearer forged' }, 401],
    ["another user's uid", { authorization: 'Bearer bob-token' }, 403],
    [
      "another user's uid, with an admin token from before a demotion",
      { authorization: 'Bearer demoted-admin-token' },
      403,
    ],
    ['an unknown uid (as admin)', { uid: 'nobody', authorization: 'Bearer admin-token' }, 404],
  ])('refuses %s with %i and no data', async (_name, overrides, status) => {
    const result = await call(overrides);
    expect(result.status).toBe(status);
    expect(result.body.success).toBe(false);
    expect(result.body).not.toHaveProperty('data');
  });

  it('does not reveal whether an unknown uid exists to a non-admin', async () => {
    expect((await call({ uid: 'nobody', authorization: 'Bearer bob-token' })).status).toBe(403);
  });
});
