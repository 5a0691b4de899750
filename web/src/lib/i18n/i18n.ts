/**
 * The active language and its catalogs (docs/languages.md). Catalogs are the PO files in
 * src/locales, compiled at build time by Lingui's Vite plugin; each is its own chunk and only the
 * active language's are ever fetched. Each language has six (catalog-names.ts): `public` (the shell
 * and the public pages), loaded at start, the others with the routes that need them
 * (`loadRouteCatalog`): `info` and `auth` with their public pages, `app` with every signed-in
 * screen, `admin` and `game` with their areas. Switching language loads the new language's catalogs that the old one had
 * loaded, then sets <html lang dir>, the stored choice and everyone who follows the language
 * (Firebase Auth's emails).
 */
import { i18n, type Messages } from '@lingui/core';
import { startTransition } from 'react';
import type { CatalogName } from './catalog-names';
import { directionOf, initialLanguage, storeLanguage, type UiLanguage } from './languages';

export type { CatalogName };

/**
 * The pseudo-language's catalogs only in a build that offers it (`VITE_PSEUDO_LANGUAGE=1`,
 * docs/languages.md): the production build carried their loaders in the entry every page
 * downloads, for a language it never shows.
 */
const catalogs = {
  ...import.meta.glob<{ messages: Messages }>('../../locales/{en,es,ar}/*.po'),
  ...(import.meta.env.VITE_PSEUDO_LANGUAGE === '1'
    ? import.meta.glob<{ messages: Messages }>('../../locales/pseudo/*.po')
    : {}),
};

/** The catalogs the page needs, in whichever language it shows. */
const needed = new Set<CatalogName>(['public']);
/** Each catalog loaded or loading, by language and name (`es/app`). */
const loads = new Map<string, Promise<void>>();
/** The language shown, or being loaded to be shown next. */
let target: UiLanguage | undefined;

const followers = new Set<(language: UiLanguage) => void>();

export { i18n };

function loadCatalog(language: UiLanguage, name: CatalogName): Promise<void> {
  const key = `${language}/${name}`;
  let loading = loads.get(key);
  if (!loading) {
    const load = catalogs[`../../locales/${key}.po`];
    if (!load) throw new Error(`No catalog ${key}`);
    // i18n.load merges a catalog's messages into those already loaded for the language, and tells
    // Lingui's provider, which renders the whole tree again: as a transition, that render yields to
    // the browser (docs/performance.md, "Renders that yield").
    loading = load().then(({ messages }) => startTransition(() => i18n.load(language, messages)));
    // A failed chunk may load on the next try (a flaky connection, a new deployment).
    loading.catch(() => loads.delete(key));
    loads.set(key, loading);
  }
  return loading;
}

/** Loads every catalog the page needs in `language`, including one asked for while loading. */
async function loadNeeded(language: UiLanguage): Promise<void> {
  let names: CatalogName[];
  do {
    names = [...needed];
    await Promise.all(names.map((name) => loadCatalog(language, name)));
  } while (needed.size > names.length);
}

/**
 * Loads the catalogs a route needs beyond the public one, in the language shown: `app` with a
 * signed-in screen (and `admin` or `game` with those areas), `info` with the privacy and open-data
 * pages, `auth` with log-in and sign-up (app/screens.tsx awaits them with the screen's chunk, so the
 * screen renders translated). From now on a language switch loads them too.
 */
export function loadRouteCatalog(...names: Exclude<CatalogName, 'public'>[]): Promise<void> {
  names.forEach((name) => needed.add(name));
  return loadNeeded(target ?? currentLanguage());
}

function applyToDocument(language: UiLanguage): void {
  if (typeof document === 'undefined') return;
  const root = document.documentElement;
  // The pseudo-language is English made longer: its text is still left to right.
  root.lang = language === 'pseudo' ? 'en-XA' : language;
  root.dir = directionOf(language);
}

/** Loads and shows `language` (its catalogs first, so nothing renders half translated). */
export async function activateLanguage(language: UiLanguage): Promise<void> {
  target = language;
  await loadNeeded(language);
  // A later choice made while this one loaded wins.
  if (target !== language) return;
  i18n.activate(language);
  applyToDocument(language);
  followers.forEach((follow) => follow(language));
}

/**
 * A person's own choice: shown at once, remembered in this browser, and told to hosting (the
 * language cookie), which serves their next public page prerendered in it.
 */
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
