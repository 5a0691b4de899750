import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES } from './languages.js';
import { displayNameSchema, languageSchema, passwordSchema, profileUpdateSchema } from './user-schemas.js';

describe('profile validation', () => {
  it('accepts a complete, valid profile', () => {
    expect(
      profileUpdateSchema.safeParse({ displayName: 'Ada', photoURL: 'https://x.test/a.png', bio: '' }).success,
    ).toBe(true);
  });

  it.each([
    [{ displayName: '', photoURL: '', bio: '' }, 'Display name is required'],
    [{ displayName: 'Ada', photoURL: 'http://x.test/a.png', bio: '' }, 'Photo URL must start with https://'],
    [{ displayName: 'Ada', photoURL: '', bio: 'x'.repeat(281) }, 'Bio must be at most 280 characters'],
  ])('refuses %o with “%s”', (input, message) => {
    const result = profileUpdateSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(message);
  });

  it('states password rules in its messages', () => {
    expect(passwordSchema.safeParse('short1').error?.issues[0]?.message).toBe('Password must be at least 8 characters');
    expect(passwordSchema.safeParse('longenough').error?.issues[0]?.message).toBe('Password must contain a digit');
    expect(passwordSchema.safeParse('longenough1').success).toBe(true);
  });

  it.each([
    ['whitespace only', '   \t '],
    ['81 characters', 'x'.repeat(81)],
    ['a line break', 'Ada\nAdmin'],
    ['a right-to-left override', 'Ada\u202Enimda'],
    ['a directional isolate', '\u2066Ada\u2069'],
    ['a NUL', 'Ada\u0000'],
  ])('refuses a display name with %s', (_what, name) => {
    expect(displayNameSchema.safeParse(name).success).toBe(false);
  });

  it('trims a display name and keeps letters of any script', () => {
    expect(displayNameSchema.parse('  Zoë Ærø 李  ')).toBe('Zoë Ærø 李');
  });
});

describe('languageSchema (users/{uid}.language)', () => {
  it('accepts exactly the languages the product speaks', () => {
    for (const code of LANGUAGE_CODES) expect(languageSchema.parse(code)).toBe(code);
    for (const other of ['fr', 'ES', 'es-MX', 'pseudo', '', 1])
      expect(languageSchema.safeParse(other).success).toBe(false);
  });
});
