import { formatNumber } from '@/lib/i18n/format';

/** A line of the file in the reader's digits, without thousands separators ("Line 1200", not "1,200"). */
export function lineNumberOf(line: number): string {
  return formatNumber(line, { useGrouping: false });
}
