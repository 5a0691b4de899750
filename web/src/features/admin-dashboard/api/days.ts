import { formatDate } from '@/lib/i18n/format';

/** One local calendar day: [start, end) in epoch milliseconds, and its chart label. */
export interface Day {
  start: number;
  end: number;
  label: string;
}

/** Local midnight of the day `ms` falls in. */
export function startOfDay(ms: number): number {
  const date = new Date(ms);
  date.setHours(0, 0, 0, 0);
  return date.getTime();
}

/**
 * The last `count` local days, oldest first, today included. Days are stepped by calendar date,
 * not by 24 h, so a daylight-saving change does not shift every bucket by an hour.
 */
export function lastDays(nowMs: number, count: number): Day[] {
  const days: Day[] = [];
  for (let back = count - 1; back >= 0; back--) {
    const start = new Date(startOfDay(nowMs));
    start.setDate(start.getDate() - back);
    const end = new Date(start);
    end.setDate(end.getDate() + 1);
    days.push({
      start: start.getTime(),
      end: end.getTime(),
      // In the reader's language ("Nov 22", "22 nov", "٢٢ نوفمبر").
      label: formatDate(start, { month: 'short', day: 'numeric' }),
    });
  }
  return days;
}
