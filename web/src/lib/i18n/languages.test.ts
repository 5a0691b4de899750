import { describe, expect, it } from 'vitest';
import { directionOf, initialLanguage, LANGUAGE_KEY, preferredLanguage, storeLanguage } from './languages';

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
