/**
 * Numbers, percentages, dates and times in the reader's language (docs/languages.md): every
 * screen formats through these, never through toLocale* without a locale (that would follow the
 * browser, not the language chosen in the menu).
 */
import { currentLanguage } from './i18n';

const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

/** The Intl locale of the active language (the pseudo-language formats as English). */
export function intlLocale(): string {
  const language = currentLanguage();
  return language === 'pseudo' ? 'en' : language;
}

function cached<T extends Intl.NumberFormat | Intl.DateTimeFormat>(
  kind: string,
  options: object,
  make: (locale: string) => T,
): T {
  const locale = intlLocale();
  const key = `${kind}|${locale}|${JSON.stringify(options)}`;
  let formatter = cache.get(key) as T | undefined;
  if (!formatter) {
    formatter = make(locale);
    cache.set(key, formatter);
  }
  return formatter;
}

export function formatNumber(value: number, options: Intl.NumberFormatOptions = {}): string {
  return cached('number', options, (locale) => new Intl.NumberFormat(locale, options)).format(value);
}

/** `ratio` is a fraction: 0.5 → "50%" ("50 %" in Spanish; Arabic writes "50%" too, Latin digits: docs/languages.md). */
export function formatPercent(ratio: number, maximumFractionDigits = 0): string {
  return formatNumber(ratio, { style: 'percent', maximumFractionDigits });
}

type DateInput = Date | number;

export function formatDate(value: DateInput, options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' }): string {
  return cached('date', options, (locale) => new Intl.DateTimeFormat(locale, options)).format(value);
}

export function formatTime(value: DateInput, options: Intl.DateTimeFormatOptions = { timeStyle: 'short' }): string {
  return formatDate(value, options);
}

export function formatDateTime(
  value: DateInput,
  options: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' },
): string {
  return formatDate(value, options);
}

const unit = (value: number, name: 'second' | 'minute' | 'hour') =>
  formatNumber(value, { style: 'unit', unit: name, unitDisplay: 'short' });

/**
 * A duration as the domain's formatDuration rounds it — up, so a wait is never understated ("10 s",
 * "5 min", "1 h 30 min") — with the units Intl writes in the reader's language ("10 ث").
 */
export function formatDuration(totalSeconds: number): string {
  const seconds = Math.max(1, Math.ceil(totalSeconds));
  if (seconds < 60) return unit(seconds, 'second');
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 60) return unit(minutes, 'minute');
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest ? `${unit(hours, 'hour')} ${unit(rest, 'minute')}` : unit(hours, 'hour');
}
