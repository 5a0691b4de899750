import { afterEach, describe, expect, it, vi } from 'vitest';
import indexHtml from '../../../index.html?raw';
import {
  directionOf,
  initialLanguage,
  LANGUAGE_KEY,
  preferredLanguage,
  refreshLanguageCookie,
  storeLanguage,
} from './languages';
import { LANGUAGE_COOKIE } from './language-cookie';

describe('the language a reader starts in', () => {
  it('follows the first of the browser languages the product speaks, by base language', () => {
    expect(preferredLanguage(['fr-FR', 'es-MX', 'en'])).toBe('es');
    expect(preferredLanguage(['ar-EG'])).toBe('ar');
    expect(preferredLanguage(['de', 'fr'])).toBe('en');
    expect(preferredLanguage([])).toBe('en');
  });

  it('prefers the stored choice over the browser, and ignores an unknown stored code', () => {
    storeLanguage('ar');
    expect(initialLanguage()).toBe('ar');
    localStorage.setItem(LANGUAGE_KEY, 'xx');
    expect(initialLanguage()).toBe(preferredLanguage(navigator.languages));
  });

  it('writes Arabic right to left and the others left to right', () => {
    expect(directionOf('ar')).toBe('rtl');
    expect(directionOf('es')).toBe('ltr');
    expect(directionOf('en')).toBe('ltr');
  });
});

describe('the language cookie hosting reads (docs/languages.md)', () => {
  /** Every string written to document.cookie, attributes included (reading it gives name=value only). */
  function cookieWrites(): string[] {
    const writes: string[] = [];
    const setter = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!.set!;
    vi.spyOn(document, 'cookie', 'set').mockImplementation(function (this: Document, value: string) {
      writes.push(value);
      setter.call(this, value);
    });
    return writes;
  }

  it('is written with the stored choice: every path, sent on a link followed from elsewhere, for 400 days', async () => {
    const writes = cookieWrites();
    storeLanguage('es');
    expect(localStorage.getItem(LANGUAGE_KEY)).toBe('es');
    await vi.waitFor(() => expect(document.cookie).toContain(`${LANGUAGE_COOKIE}=es`));
    expect(writes).toEqual([`${LANGUAGE_COOKIE}=es;max-age=34560000;path=/;samesite=lax`]);
  });

  it('is given at start to a choice stored before it existed', async () => {
    localStorage.setItem(LANGUAGE_KEY, 'ar');
    const writes = cookieWrites();
    refreshLanguageCookie();
    await vi.waitFor(() => expect(document.cookie).toContain(`${LANGUAGE_COOKIE}=ar`));
    expect(writes).toHaveLength(1);
  });

  it('is not written for a reader who never chose (the browser’s languages are sent anyway)', async () => {
    const writes = cookieWrites();
    refreshLanguageCookie();
    await import('./language-cookie');
    expect(writes).toEqual([]);
    expect(document.cookie).not.toContain(LANGUAGE_COOKIE);
  });
});

/** index.html's inline script, run as the browser runs it before the first paint. */
describe('the pre-paint script', () => {
  const prePaintScript = /<script>([\s\S]*?)<\/script>/.exec(indexHtml)![1]!;
  const root = document.documentElement;
  function runOn(prerendered: string | null) {
    vi.stubGlobal('matchMedia', () => ({ matches: false }));
    root.removeAttribute('data-language-pending');
    if (prerendered) root.dataset.prerendered = prerendered;
    else root.removeAttribute('data-prerendered');
    new Function(prePaintScript)();
    return { lang: root.lang, dir: root.dir, pending: root.hasAttribute('data-language-pending') };
  }
  afterEach(() => {
    vi.unstubAllGlobals();
    root.removeAttribute('data-prerendered');
    root.removeAttribute('data-language-pending');
  });

  it('shows at once a page prerendered in the reader’s language (hosting chose it by the cookie)', () => {
    localStorage.setItem(LANGUAGE_KEY, 'ar');
    expect(runOn('ar')).toEqual({ lang: 'ar', dir: 'rtl', pending: false });
    localStorage.setItem(LANGUAGE_KEY, 'es');
    expect(runOn('es')).toEqual({ lang: 'es', dir: 'ltr', pending: false });
  });

  it('hides a page prerendered in another language until the app renders it in the reader’s', () => {
    localStorage.setItem(LANGUAGE_KEY, 'es');
    expect(runOn('en')).toEqual({ lang: 'es', dir: 'ltr', pending: true });
    expect(runOn(null).pending).toBe(false);
  });
});
