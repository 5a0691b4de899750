import { describe, expect, it } from 'vitest';
import { blobSpiller, countRows } from './export-stream';

const bytes = (text: string) => new TextEncoder().encode(text);

describe('countRows', () => {
  it('counts CRLF-terminated records, not line breaks inside quoted cells', () => {
    expect(countRows(bytes('a,b\r\n1,"two\nlines"\r\n3,4\r\n'))).toBe(3);
  });
  it('counts a CRLF split across two chunks once', () => {
    expect(countRows(bytes('a,b\r')) + countRows(bytes('\n1,2'), 13)).toBe(1);
  });
  it('counts nothing in a chunk without a record end', () => {
    expect(countRows(bytes('partial,row'))).toBe(0);
  });
});

describe('blobSpiller', () => {
  it('keeps every byte in order across spilled slices', async () => {
    const file = blobSpiller('text/csv');
    const big = new Uint8Array(1_500_000).fill(65);
    file.add(bytes('head\r\n'));
    file.add(big);
    file.add(bytes('tail\r\n'));
    const blob = file.finish();
    expect(blob.size).toBe(6 + big.length + 6);
    expect(blob.type).toBe('text/csv');
    // jsdom's Blob has no text(): read it as a browser without it would.
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(reader.result as string);
      reader.readAsText(blob);
    });
    expect(text.startsWith('head\r\nAAA')).toBe(true);
    expect(text.endsWith('AAAtail\r\n')).toBe(true);
  });
});
