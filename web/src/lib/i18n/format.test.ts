/**
 * What numbers look like in each language (docs/languages.md, "Formatting"): `Intl` in the chosen
 * language, with its own defaults. Arabic (`ar`) writes Latin digits, as Chromium and Node do for
 * `ar` (CLDR's default numbering system for it); we chose not to force Arabic-Indic digits
 * (`ar-u-nu-arab`), so this pins what readers see.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { activateLanguage } from './i18n';
import { formatDuration, formatNumber, formatPercent } from './format';

const ARABIC_INDIC_DIGITS = /[\u0660-\u0669\u06F0-\u06F9]/;

afterEach(async () => {
  await activateLanguage('en');
});

describe('numbers in the reader’s language', () => {
  it('English and Spanish: their separators and percent signs', async () => {
    expect(formatPercent(0.5)).toBe('50%');
    expect(formatNumber(1234.5)).toBe('1,234.5');
    await activateLanguage('es');
    expect(formatPercent(0.5)).toBe('50\u00A0%');
    expect(formatNumber(12345.5)).toBe('12.345,5');
  });

  it('Arabic: Latin digits, never Arabic-Indic ones, in numbers, percentages and durations', async () => {
    await activateLanguage('ar');
    const written = [formatPercent(0.5), formatNumber(1234.5), formatDuration(10)];
    for (const text of written) expect(text).not.toMatch(ARABIC_INDIC_DIGITS);
    // The percent sign keeps its place beside the number in a right-to-left line (marks around it).
    expect(formatPercent(0.5).replace(/[\u200E\u200F\u061C]/g, '')).toBe('50%');
    expect(formatNumber(1234.5)).toBe('1,234.5');
    expect(formatDuration(10)).toMatch(/^10\s/);
  });
});
