/**
 * Which language a person reads (docs/languages.md): their stored choice, else the first of the
 * browser's preferred languages that the product speaks, else English. index.html's inline script
 * applies the same choice to <html lang dir> before the first paint (same key, same order).
 */
import { isLanguageCode, LANGUAGE_CODES, SOURCE_LANGUAGE, type LanguageCode } from '@civic/domain';

/** The pseudo-language of a test build (accented, longer text): never offered in production. */
export const PSEUDO_LANGUAGE = 'pseudo';
export const PSEUDO_LANGUAGE_NAME = 'Pseudo';
export type UiLanguage = LanguageCode | typeof PSEUDO_LANGUAGE;

export const LANGUAGE_KEY = 'language';

/** Each language named in its own script, as the menu shows it: never translated. */
export const LANGUAGE_NAMES: Record<LanguageCode, string> = {
  /* eslint-disable lingui/no-unlocalized-strings -- a language's own name, the same in every language */
  en: 'English',
  es: 'Español',
  ar: 'العربية',
  /* eslint-enable lingui/no-unlocalized-strings */
};

const RIGHT_TO_LEFT: ReadonlySet<string> = new Set(['ar']);

export function directionOf(language: string): 'ltr' | 'rtl' {
  return RIGHT_TO_LEFT.has(language) ? 'rtl' : 'ltr';
}

export const pseudoLanguageAllowed = import.meta.env.VITE_PSEUDO_LANGUAGE === '1';

function isUiLanguage(value: unknown): value is UiLanguage {
  return isLanguageCode(value) || (pseudoLanguageAllowed && value === PSEUDO_LANGUAGE);
}

/** The first of the browser's languages (`es-MX` counts as `es`) that the product speaks. */
export function preferredLanguage(browserLanguages: readonly string[]): LanguageCode {
  for (const tag of browserLanguages) {
    const base = tag.toLowerCase().split('-')[0];
    if (isLanguageCode(base)) return base;
  }
  return SOURCE_LANGUAGE;
}

export function storedLanguage(): UiLanguage | null {
  try {
    const stored = localStorage.getItem(LANGUAGE_KEY);
    return isUiLanguage(stored) ? stored : null;
  } catch {
    return null;
  }
}

/** Repeats the reader's choice to hosting, in the language cookie (its own chunk, language-cookie.ts). */
function tellHosting(language: UiLanguage): void {
  import('./language-cookie').then(
    (cookie) => cookie.writeLanguageCookie(language),
    () => undefined, // not loaded (offline): the next start writes it
  );
}

export function storeLanguage(language: UiLanguage): void {
  tellHosting(language);
  try {
    localStorage.setItem(LANGUAGE_KEY, language);
  } catch {
    // Storage blocked: the choice lasts for this page only (and the cookie, for hosting).
  }
}

/**
 * At start: a choice stored before the cookie existed gets it, and a kept one its 400 days again,
 * so the reader's next visit is served in their language from the first byte.
 */
export function refreshLanguageCookie(): void {
  const stored = storedLanguage();
  if (stored) tellHosting(stored);
}

/** The language to show now: the stored choice, else the browser's. */
export function initialLanguage(): UiLanguage {
  const browser = typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]);
  return storedLanguage() ?? preferredLanguage(browser);
}

export { LANGUAGE_CODES, SOURCE_LANGUAGE, isLanguageCode, type LanguageCode };
