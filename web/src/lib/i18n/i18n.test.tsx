import { Trans } from '@lingui/react/macro';
import { render, screen } from '@testing-library/react';
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLanguage, chooseLanguage, followLanguage } from './i18n';
import { formatDate, formatNumber, formatPercent } from './format';
import { LANGUAGE_KEY } from './languages';

afterEach(async () => {
  await activateLanguage('en');
});

describe('switching language', () => {
  it('loads the catalog, re-renders the text, sets <html lang dir> and remembers the choice', async () => {
    render(<Trans>Log in</Trans>);
    expect(screen.getByText('Log in')).toBeInTheDocument();
    await act(() => chooseLanguage('ar'));
    expect(screen.getByText('تسجيل الدخول')).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('ar');
    expect(document.documentElement.dir).toBe('rtl');
    expect(localStorage.getItem(LANGUAGE_KEY)).toBe('ar');
    await act(() => chooseLanguage('es'));
    expect(screen.getByText('Iniciar sesión')).toBeInTheDocument();
    expect(document.documentElement.dir).toBe('ltr');
  });

  it('tells its followers (Firebase Auth) every language shown', async () => {
    const seen: string[] = [];
    const stop = followLanguage((language) => seen.push(language));
    await activateLanguage('es');
    stop();
    await activateLanguage('ar');
    expect(seen).toEqual(['en', 'es']);
  });
});

describe('formatting in the chosen language, not the browser default', () => {
  it('numbers and percentages', async () => {
    expect(formatNumber(12345.5)).toBe('12,345.5');
    await activateLanguage('es');
    expect(formatNumber(12345.5)).toBe('12.345,5');
    expect(formatPercent(0.5)).toBe('50\u00a0%');
    await activateLanguage('ar');
    // Arabic's percent sign comes with left-to-right marks, so the number never reads reversed.
    expect(formatPercent(0.5)).toBe('50\u200e%\u200e');
  });

  it('dates', async () => {
    const day = Date.UTC(2026, 0, 15, 12);
    const options = { dateStyle: 'long', timeZone: 'UTC' } as const;
    expect(formatDate(day, options)).toBe('January 15, 2026');
    await activateLanguage('es');
    expect(formatDate(day, options)).toBe('15 de enero de 2026');
  });
});
