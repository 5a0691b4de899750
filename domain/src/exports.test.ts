import { describe, expect, it } from 'vitest';
import { csvCell, csvRow } from './exports.js';

describe('CSV cells', () => {
  it('quotes commas, quotes and line breaks', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('plain')).toBe('plain');
  });
  it('defuses spreadsheet formulas, including one followed by a line break', () => {
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell('+1')).toBe("'+1");
    expect(csvCell('-2')).toBe("'-2");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\t=1')).toBe("'\t=1");
    expect(csvCell('=1+1\nnext')).toBe(`"'=1+1\nnext"`);
  });
  it('writes numbers and booleans as they are, empty cells for null', () => {
    expect(csvCell(-3)).toBe('-3');
    expect(csvCell(true)).toBe('true');
    expect(csvRow(['a', null, 3, undefined])).toBe('a,,3,\r\n');
  });
});
