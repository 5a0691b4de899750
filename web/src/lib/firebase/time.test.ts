/** The shared time converter every document-to-view mapper uses (docs/ARCHITECTURE.md, "Times"). */
import { Timestamp, type DocumentSnapshot } from 'firebase/firestore';
import { describe, expect, it, vi } from 'vitest';
import { millisOf, READ_TIMES, readDoc, requiredMillisOf } from './time';

describe('view times', () => {
  it('turns a Firestore time into epoch milliseconds', () => {
    expect(millisOf(Timestamp.fromMillis(1_700_000_000_123))).toBe(1_700_000_000_123);
    expect(requiredMillisOf(Timestamp.fromMillis(42))).toBe(42);
  });

  it('reads a time the document does not have as null (a required one as 0)', () => {
    for (const missing of [undefined, null, 'soon', 12]) expect(millisOf(missing), String(missing)).toBeNull();
    expect(requiredMillisOf(undefined)).toBe(0);
  });

  it('reads documents with pending server times as the SDK estimate', () => {
    expect(READ_TIMES).toEqual({ serverTimestamps: 'estimate' });
    const data = vi.fn(() => ({ at: Timestamp.fromMillis(7) }));
    const snapshot = { data } as unknown as DocumentSnapshot;
    expect(millisOf(readDoc<{ at: unknown }>(snapshot).at)).toBe(7);
    expect(data).toHaveBeenCalledWith({ serverTimestamps: 'estimate' });
  });
});
