import { describe, expect, it } from 'vitest';
import { lastDays, startOfDay } from './days';

describe('lastDays', () => {
  it('gives `count` consecutive local days ending today, oldest first', () => {
    const now = new Date(2026, 10, 22, 15, 30).getTime();
    const days = lastDays(now, 7);
    expect(days).toHaveLength(7);
    expect(days.at(-1)!.start).toBe(startOfDay(now));
    expect(days.at(-1)!.end).toBeGreaterThan(now);
    expect(days[0]!.start).toBe(new Date(2026, 10, 16).getTime());
    days.slice(1).forEach((day, i) => expect(day.start).toBe(days[i]!.end));
  });
});
