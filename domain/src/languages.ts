/**
 * The languages the product speaks (docs/languages.md): English is the source language; Arabic is
 * written right to left. Free of zod: the public pages' language menu reads it. firestore.rules
 * lists the same codes for `users/{uid}.language` (tests/rules check both agree).
 */
export const LANGUAGE_CODES = ['en', 'es', 'ar'] as const;
export type LanguageCode = (typeof LANGUAGE_CODES)[number];

export const SOURCE_LANGUAGE: LanguageCode = 'en';

export function isLanguageCode(value: unknown): value is LanguageCode {
  return typeof value === 'string' && (LANGUAGE_CODES as readonly string[]).includes(value);
}
