/**
 * The cookie Firebase Hosting reads before `Accept-Language` to pick a public page's prerendered
 * language (firebase.json `i18n`, docs/languages.md): a returning reader gets the page already in
 * their language. It repeats the stored choice to hosting and is never read here. Its own chunk,
 * loaded when a choice is stored (languages.ts): a first visit, which stores none, downloads none
 * of it, and the public pages keep within their 100 000 bytes.
 */
import type { UiLanguage } from './languages';

export const LANGUAGE_COOKIE = 'firebase-language-override';
/** 400 days: the longest a browser keeps a cookie. */
export const LANGUAGE_COOKIE_MAX_AGE_SECONDS = 400 * 24 * 60 * 60;

/**
 * Every path; sent when a link from another site is followed (Lax); no `Secure`: a language is no
 * secret, and hosting answers only over https.
 */
export function writeLanguageCookie(language: UiLanguage): void {
  document.cookie = `${LANGUAGE_COOKIE}=${language};max-age=${LANGUAGE_COOKIE_MAX_AGE_SECONDS};path=/;samesite=lax`;
}
