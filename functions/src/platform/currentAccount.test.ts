import { describe, expect, it } from 'vitest';
import { judgeAccount, type AccountNow } from './currentAccount.js';

// The trust decision every callable and HTTP function makes, on the account's state *now*.
// tests/integration/trust.test.ts shows the same refusals through the real emulators.
const SIGNED_IN_AT = 1_800_000_000;
const activeUser: AccountNow = {
  exists: true,
  disabled: false,
  emailVerified: true,
  claimRole: 'user',
  validSinceSeconds: SIGNED_IN_AT - 60,
  record: { role: 'user', status: 'active' },
};
const userToken = { role: 'user', auth_time: SIGNED_IN_AT };

describe('judgeAccount', () => {
  it('lets an active account act in its role', () => {
    expect(judgeAccount(userToken, activeUser, ['user'])).toEqual({ ok: true, role: 'user' });
    expect(judgeAccount(userToken, activeUser, ['admin', 'user'])).toEqual({ ok: true, role: 'user' });
  });

  it.each([
    ['a deleted account', { exists: false }, userToken, 'unauthenticated'],
    ['a disabled account', { disabled: true }, userToken, 'permission-denied'],
    ['a session revoked after its sign-in', { validSinceSeconds: SIGNED_IN_AT + 1 }, userToken, 'unauthenticated'],
    [
      'an account without a role claim (anonymous)',
      { claimRole: null },
      { auth_time: SIGNED_IN_AT },
      'permission-denied',
    ],
    ['an account without a record', { record: null }, userToken, 'permission-denied'],
    ['a record marked disabled', { record: { role: 'user', status: 'disabled' } }, userToken, 'permission-denied'],
    ['a record with another role', { record: { role: 'admin', status: 'active' } }, userToken, 'permission-denied'],
    [
      'a token minted before a demotion',
      { claimRole: 'user', record: { role: 'user', status: 'active' } },
      { role: 'admin', auth_time: SIGNED_IN_AT },
      'permission-denied',
    ],
  ] as const)('refuses %s', (_what, change, token, code) => {
    const verdict = judgeAccount(token, { ...activeUser, ...change }, ['user', 'admin']);
    expect(verdict).toMatchObject({ ok: false, code });
  });

  it('refuses a citizen an admin action, naming the role it needs', () => {
    expect(judgeAccount(userToken, activeUser, ['admin'])).toEqual({
      ok: false,
      code: 'permission-denied',
      message: 'This action needs the admin role.',
    });
  });

  it('refuses a demoted admin an admin action even though the token still says admin', () => {
    const verdict = judgeAccount({ role: 'admin', auth_time: SIGNED_IN_AT }, activeUser, ['admin']);
    expect(verdict).toMatchObject({ ok: false, code: 'permission-denied' });
  });
});
