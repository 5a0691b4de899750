import { describe, expect, it } from 'vitest';
import { parseImportFile } from './parse-import-file';

const file = (content: string | Uint8Array, name = 'users.csv') =>
  new File([content as BlobPart], name, { type: 'text/csv' });

describe('parseImportFile', () => {
  it('sorts rows into valid and invalid, with file line numbers, and previews the first rows', async () => {
    const result = await parseImportFile(
      file(
        'Email, DisplayName ,role,eligible\n' +
          'a@test.civic,Ada,user,true\n' +
          'bad,Bad,user,\n' +
          '\n' +
          'b@test.civic,Bo,admin,no\n' +
          'A@test.civic,Ada again,user,\n' +
          'c@test.civic,Cy\n',
      ),
    );
    if (!result.ok) throw new Error(result.message);
    expect(result.total).toBe(5);
    expect(result.valid.map((row) => row.line)).toEqual([2, 4]);
    expect(result.invalid.map(({ row, reason }) => [row.line, reason])).toEqual([
      [3, 'email: Enter a valid email address'],
      [5, 'email: same email as line 2'],
      [6, expect.stringMatching(/^row: Too few fields/)],
    ]);
    expect(result.preview).toHaveLength(5);
  });

  it.each([
    ['an empty file', '', 'The file is empty.'],
    ['a wrong header', 'mail,name\nx,y\n', 'The first line must be the header'],
    ['an unknown column', 'email,displayName,role,age\na@test.civic,A,user,3\n', 'found email, displayName, role, age'],
    ['binary content', new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x00, 0x00]), 'This is not a CSV text file'],
    [
      'a huge cell',
      `email,displayName,role\na@test.civic,${'x'.repeat(600)},user\n`,
      'Line 2 has a cell longer than 512',
    ],
    ['only a header', 'email,displayName,role\n', 'The file has a header but no rows.'],
  ])('rejects %s with a clear message, writing nothing', async (_what, content, message) => {
    const result = await parseImportFile(file(content));
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.message).toContain(message);
      expect(result.message).toContain('Nothing was imported.');
    }
  });
});
