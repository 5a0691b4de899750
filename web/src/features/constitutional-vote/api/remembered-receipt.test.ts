/**
 * The receipt and the version of the text read, kept in this browser (issue 32): the receipt card
 * names the version after a reload; what the browser kept is checked before it is believed.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { rememberReceipt, receiptVersionKey } from './remember-receipt';
import { rememberedReceipt, rememberedReceiptVersion } from './remembered-receipt';

const SHA = 'a'.repeat(64);

afterEach(() => localStorage.clear());

describe('the receipt this browser kept', () => {
  it('comes back with the version of the text read', () => {
    rememberReceipt('b1', 'u1', 'f'.repeat(32), { language: 'es', sha256: SHA });
    expect(rememberedReceipt('b1', 'u1')).toBe('f'.repeat(32));
    expect(rememberedReceiptVersion('b1', 'u1')).toEqual({ language: 'es', sha256: SHA });
    expect(rememberedReceiptVersion('b1', 'someone-else')).toBeNull();
  });

  it('names no version when what was kept is not one', () => {
    for (const kept of [
      'not json',
      '{"language":"xx","sha256":"' + SHA + '"}',
      '{"language":"es","sha256":"short"}',
      '"es"',
    ]) {
      localStorage.setItem(receiptVersionKey('b1', 'u1'), kept);
      expect(rememberedReceiptVersion('b1', 'u1')).toBeNull();
    }
  });
});
