import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { render, screen } from '@testing-library/react';
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activateLanguage, chooseLanguage, followLanguage } from './i18n';
import { formatDate, formatNumber, formatPercent } from './format';
import { formatMoney } from './format-money';
import { LANGUAGE_COOKIE } from './language-cookie';
import { LANGUAGE_KEY } from './languages';

afterEach(async () => {
  await activateLanguage('en');
});

describe('the catalogs of a language', () => {
  it('loads a signed-in area’s catalogs only when asked, then with every language switch', async () => {
    // A page starts with the public catalog alone; the test setup has asked for the others
    // (testing/setup-tests.ts), so this runs on a fresh copy of the module, as a page load has it,
    // and first in this file: no Spanish or Arabic message is loaded yet.
    vi.resetModules();
    const page = await import('./i18n');
    // "User navigation" is the citizen's layout's message, in the shared signed-in catalog (`app`);
    // "Admin navigation" the admin layout's, in the admin area's own (`admin`).
    const citizenMessage = () => page.i18n._(msg`User navigation`);
    const adminMessage = () => page.i18n._(msg`Admin navigation`);
    await page.activateLanguage('es');
    expect(page.i18n._(msg`Log in`)).toBe('Iniciar sesión');
    expect(citizenMessage()).toBe('User navigation');
    await page.loadRouteCatalog('app');
    expect(citizenMessage()).toBe('Navegación de usuario');
    expect(adminMessage()).toBe('Admin navigation');
    await page.loadRouteCatalog('app', 'admin');
    expect(adminMessage()).toBe('Navegación de administración');
    expect(page.i18n._(msg`Log in`)).toBe('Iniciar sesión');
    await page.activateLanguage('ar');
    expect(adminMessage()).toBe('تنقّل الإدارة');
  });
});

describe('switching language', () => {
  it('loads the catalog, re-renders the text, sets <html lang dir> and remembers the choice, in the cookie too', async () => {
    render(<Trans>Log in</Trans>);
    expect(screen.getByText('Log in')).toBeInTheDocument();
    await act(() => chooseLanguage('ar'));
    expect(screen.getByText('تسجيل الدخول')).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('ar');
    expect(document.documentElement.dir).toBe('rtl');
    expect(localStorage.getItem(LANGUAGE_KEY)).toBe('ar');
    // …and tells hosting, which serves the next public page prerendered in it.
    await vi.waitFor(() => expect(document.cookie).toContain(`${LANGUAGE_COOKIE}=ar`));
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

  it('money: dollars in the language, a small amount to three significant digits', async () => {
    expect(formatMoney(0.00123)).toBe('$0.00123');
    expect(formatMoney(52.3)).toBe('$52.30');
    expect(formatMoney(0)).toBe('$0.00');
    await activateLanguage('es');
    expect(formatMoney(52.3)).toBe('52,30\u00a0US$');
  });

  it('dates', async () => {
    const day = Date.UTC(2026, 0, 15, 12);
    const options = { dateStyle: 'long', timeZone: 'UTC' } as const;
    expect(formatDate(day, options)).toBe('January 15, 2026');
    await activateLanguage('es');
    expect(formatDate(day, options)).toBe('15 de enero de 2026');
  });
});
