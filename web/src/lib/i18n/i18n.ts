/**
 * The active language and its catalog (docs/languages.md). Catalogs are the PO files in
 * src/locales, compiled at build time by Lingui's Vite plugin; each is its own chunk and only the
 * active language's is ever fetched. Switching language loads its catalog, then sets <html lang
 * dir>, the stored choice and everyone who follows the language (Firebase Auth's emails).
 */
import { i18n, type Messages } from '@lingui/core';
import { directionOf, initialLanguage, storeLanguage, type UiLanguage } from './languages';

const catalogs = import.meta.glob<{ messages: Messages }>('../../locales/*/messages.po');

const followers = new Set<(language: UiLanguage) => void>();

export { i18n };

async function loadCatalog(language: UiLanguage): Promise<void> {
  const load = catalogs[`../../locales/${language}/messages.po`];
  if (!load) throw new Error(`No catalog for ${language}`);
  const { messages } = await load();
  i18n.load(language, messages);
}

function applyToDocument(language: UiLanguage): void {
  if (typeof document === 'undefined') return;
  const root = document.documentElement;
  // The pseudo-language is English made longer: its text is still left to right.
  root.lang = language === 'pseudo' ? 'en-XA' : language;
  root.dir = directionOf(language);
}

/** Loads and shows `language` (the catalog first, so nothing renders half translated). */
export async function activateLanguage(language: UiLanguage): Promise<void> {
  await loadCatalog(language);
  i18n.activate(language);
  applyToDocument(language);
  followers.forEach((follow) => follow(language));
}

/** A person's own choice: shown at once and remembered in this browser. */
export async function chooseLanguage(language: UiLanguage): Promise<void> {
  storeLanguage(language);
  await activateLanguage(language);
}

/** The language a page starts in, before React renders (main.tsx awaits it). */
export function startLanguage(): Promise<void> {
  return activateLanguage(initialLanguage());
}

export function currentLanguage(): UiLanguage {
  return (i18n.locale || 'en') as UiLanguage;
}

/** Calls `follow` with every language shown from now on, and with the current one if any. */
export function followLanguage(follow: (language: UiLanguage) => void): () => void {
  followers.add(follow);
  if (i18n.locale) follow(currentLanguage());
  return () => followers.delete(follow);
}
