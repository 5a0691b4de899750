import { describe, expect, it } from 'vitest';
import { keptReceipts, myDataFileName } from './download-my-data';

/** A Storage holding `entries`, read the way the file's receipts are read. */
function storageOf(entries: Record<string, string>): Pick<Storage, 'length' | 'key' | 'getItem'> {
  const keys = Object.keys(entries);
  return { length: keys.length, key: (i) => keys[i] ?? null, getItem: (key) => entries[key] ?? null };
}

describe('the file’s receipts', () => {
  it('are the ones this browser kept for this account, by ballot, and no one else’s', () => {
    const storage = storageOf({
      'constitutionalVoteReceipt:b1:me': 'R-1',
      'constitutionalVoteReceipt:b2:me': 'R-2',
      'constitutionalVoteReceipt:b1:someone-else': 'R-X',
      userDetails: '{"uid":"me"}',
    });
    expect(keptReceipts('me', storage)).toEqual({ b1: 'R-1', b2: 'R-2' });
  });

  it('are none when storage cannot be read', () => {
    const broken = {
      get length(): number {
        throw new Error('SecurityError');
      },
      key: () => null,
      getItem: () => null,
    };
    expect(keptReceipts('me', broken)).toEqual({});
  });
});

describe('the file’s name', () => {
  it('is civic-live-my-data-YYYY-MM-DD.json, the day it was made', () => {
    expect(myDataFileName('2026-11-27T12:00:00.000Z')).toBe('civic-live-my-data-2026-11-27.json');
  });
});
