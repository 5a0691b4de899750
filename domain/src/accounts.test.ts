import { describe, expect, it } from 'vitest';
import { generateTemporaryPassword, importUsersChunkRequest, parseImportRow } from './accounts.js';
import { passwordSchema } from './user-schemas.js';

describe('import rows', () => {
  it('reads a valid row: email lower-cased, role any case, eligible words, optional password', () => {
    expect(parseImportRow({ email: ' Ada@Test.Civic ', displayName: 'Ada', role: 'Admin', eligible: 'yes' })).toEqual({
      ok: true,
      account: { email: 'ada@test.civic', displayName: 'Ada', role: 'admin', eligible: true, password: undefined },
    });
    expect(parseImportRow({ email: 'b@test.civic', displayName: 'B', role: 'user', eligible: '' })).toMatchObject({
      ok: true,
      account: { eligible: false },
    });
  });

  it.each([
    [{ email: 'nope', displayName: 'A', role: 'user' }, 'email: Enter a valid email address'],
    [{ email: 'a@test.civic', displayName: ' ', role: 'user' }, 'displayName: Display name is required'],
    [{ email: 'a@test.civic', displayName: 'A', role: 'owner' }, 'role: Role must be admin or user'],
    [
      { email: 'a@test.civic', displayName: 'A', role: 'user', eligible: 'maybe' },
      'eligible: Eligible must be true or false',
    ],
    [
      { email: 'a@test.civic', displayName: 'A', role: 'user', password: 'weak' },
      'password: Password must be at least 8 characters',
    ],
  ])('refuses %o with “%s”', (row, reason) => {
    expect(parseImportRow(row)).toEqual({ ok: false, reason });
  });

  it('bounds a chunk: at least one row, at most 250, no cell over 512 characters', () => {
    const row = { line: 2, email: 'a@test.civic', displayName: 'A', role: 'user' };
    expect(importUsersChunkRequest.safeParse({ importId: 'f', chunkIndex: 0, rows: [row] }).success).toBe(true);
    expect(importUsersChunkRequest.safeParse({ importId: 'f', chunkIndex: 0, rows: [] }).success).toBe(false);
    expect(
      importUsersChunkRequest.safeParse({ importId: 'f', chunkIndex: 0, rows: Array(251).fill(row) }).success,
    ).toBe(false);
    expect(
      importUsersChunkRequest.safeParse({
        importId: 'f',
        chunkIndex: 0,
        rows: [{ ...row, displayName: 'x'.repeat(513) }],
      }).success,
    ).toBe(false);
  });
});

describe('temporary passwords', () => {
  it('always meet the password rules and differ each time', () => {
    const passwords = Array.from({ length: 50 }, () => generateTemporaryPassword());
    for (const password of passwords) expect(passwordSchema.safeParse(password).success).toBe(true);
    expect(new Set(passwords).size).toBe(50);
  });
});
