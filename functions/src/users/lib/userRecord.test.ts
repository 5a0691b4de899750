import { describe, expect, it } from 'vitest';
import { hasPasswordIdentity } from './provisionAccount.js';
import { initialDisplayName, roleFromClaims } from './userRecord.js';

// What a new account's record starts from: Auth's display name is whatever the browser set.
describe('initialDisplayName', () => {
  it('keeps a valid name, trimmed', () => {
    expect(initialDisplayName({ displayName: '  Ada Lovelace ', email: 'ada@x.test' })).toBe('Ada Lovelace');
  });

  it.each([
    ['5 000 characters', 'n'.repeat(5000)],
    ['only whitespace', '   '],
    ['a bidi override', 'Ada\u202E'],
    ['a right-to-left mark', 'Ada\u200F'],
    ['an Arabic letter mark', 'Ada\u061C'],
    ['a line separator', 'Ada\u2028Admin'],
    ['the game-name attack of issue 25', '\u202Enimda\u200B\u0007'],
    ['none at all', undefined],
  ])('falls back to the email’s local part for a name of %s', (_what, displayName) => {
    expect(initialDisplayName({ displayName, email: 'ada@x.test' })).toBe('ada');
  });

  it('falls back to a neutral name when the email cannot serve either', () => {
    expect(initialDisplayName({ displayName: ' ', email: `${'e'.repeat(100)}@x.test` })).toBe('Citizen');
  });
});

describe('who is a citizen', () => {
  const password = [{ providerId: 'password' }] as Parameters<typeof hasPasswordIdentity>[0]['providerData'];
  it('an email and password account is one; anonymous and other providers are not', () => {
    expect(hasPasswordIdentity({ email: 'a@x.test', providerData: password })).toBe(true);
    expect(hasPasswordIdentity({ email: undefined, providerData: [] })).toBe(false);
    expect(hasPasswordIdentity({ email: 'a@x.test', providerData: [{ providerId: 'phone' }] as typeof password })).toBe(
      false,
    );
  });

  it('an account without a role claim has no role (not the default one)', () => {
    expect(roleFromClaims(undefined)).toBeNull();
    expect(roleFromClaims({ role: 'owner' })).toBeNull();
    expect(roleFromClaims({ role: 'admin' })).toBe('admin');
  });
});
