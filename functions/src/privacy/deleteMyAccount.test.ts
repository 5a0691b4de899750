import { RECENT_SIGN_IN_SECONDS } from '@civic/domain';
import { describe, expect, it, vi } from 'vitest';

// The handler's module loads the Admin SDK; only the pure check is tested here.
vi.mock('../platform/app.js', () => ({ adminAuth: {}, db: {} }));
const { requireRecentSignIn } = await import('./deleteMyAccount.js');

describe('a deletion needs a recent sign-in', () => {
  const now = 1_800_000_000_000;
  it('accepts a sign-in within the last five minutes', () => {
    expect(() => requireRecentSignIn(now / 1000 - RECENT_SIGN_IN_SECONDS + 1, now)).not.toThrow();
  });
  it.each([
    ['an older sign-in', now / 1000 - RECENT_SIGN_IN_SECONDS - 1],
    ['no sign-in time', undefined],
    ['a sign-in time that is not a number', '1800000000'],
  ])('refuses %s with unauthenticated', (_what, authTime) => {
    expect(() => requireRecentSignIn(authTime, now)).toThrow(
      expect.objectContaining({ code: 'unauthenticated', message: expect.stringMatching(/password again/) }),
    );
  });
});
