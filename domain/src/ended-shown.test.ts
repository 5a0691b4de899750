import { describe, expect, it } from 'vitest';
import { ENDED_SHOWN_MS, endedRecently } from './ended-shown.js';

const NOW = Date.UTC(2027, 0, 10, 12);
const ago = (ms: number) => new Date(NOW - ms).toISOString();

describe('whether the live room still shows an ended event', () => {
  it('shows it until ENDED_SHOWN_MS after its end, then says nothing is live', () => {
    expect(endedRecently({ endedAt: ago(60_000) }, NOW)).toBe(true);
    expect(endedRecently({ endedAt: ago(ENDED_SHOWN_MS - 1) }, NOW)).toBe(true);
    expect(endedRecently({ endedAt: ago(ENDED_SHOWN_MS) }, NOW)).toBe(false);
    expect(endedRecently({ endedAt: ago(7 * 24 * 3_600_000) }, NOW)).toBe(false);
  });

  it('counts an end without a time (or an unreadable one) as recent: the room decides', () => {
    expect(endedRecently({ endedAt: null }, NOW)).toBe(true);
    expect(endedRecently({ endedAt: 'not a date' }, NOW)).toBe(true);
  });
});
