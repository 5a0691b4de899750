import { formatNumber } from './format';

/**
 * An amount of money in the reader's language ("$0.42", "0,42 US$", "‏٠٫٤٢ US$"). Below a dollar
 * three significant digits, so a cost of a tenth of a cent still reads as something, not "$0.00".
 * A module of its own: only the cost screens use it, and format.ts is in every screen's first chunk.
 */
export function formatMoney(amount: number, currency = 'USD'): string {
  const small = Math.abs(amount) > 0 && Math.abs(amount) < 1;
  const options: Intl.NumberFormatOptions = small
    ? { style: 'currency', currency, maximumSignificantDigits: 3 }
    : { style: 'currency', currency, minimumFractionDigits: 2, maximumFractionDigits: 2 };
  return formatNumber(amount, options);
}
