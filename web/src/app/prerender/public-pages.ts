/**
 * The pages prerendered at build time (see docs/performance.md): every path of config/paths.ts
 * that a visitor may open (audience public or visitors-only), once per language. Each is written as
 * its own HTML file, which hosting serves at the path itself (firebase.json `cleanUrls`), in the
 * reader's language from its i18n folders (docs/languages.md); every other path gets the
 * unrendered app shell.
 */
import type { LanguageCode } from '@civic/domain';
import { paths } from '@/config/paths';
import { audienceOf } from '@/lib/authorization';

type PathTree = string | { readonly [key: string]: PathTree };

function allPaths(tree: PathTree): string[] {
  return typeof tree === 'string' ? [tree] : Object.values(tree).flatMap(allPaths);
}

export const PRERENDERED_PATHS: string[] = allPaths(paths).filter((path) => {
  const audience = audienceOf(path);
  return audience === 'public' || audience === 'visitors';
});

/** The built file a prerendered path is served from: `/` → index.html, `/login` → login.html. */
export function prerenderedFileOf(path: string): string {
  return path === '/' ? 'index.html' : `${path.slice(1)}.html`;
}

/**
 * Firebase Hosting's i18n root (firebase.json `i18n.root`): the page for a reader of `es` is
 * `localized/es_ALL/login.html`, chosen by the `firebase-language-override` cookie, else by
 * `Accept-Language`; a reader of no prerendered language gets the English file at the top.
 */
export const LOCALIZED_ROOT = 'localized';

/** Where the page of `path` in `language` is written in the build (and so served from). */
export function localizedFileOf(path: string, language: LanguageCode): string {
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a file path, not text
  return `${LOCALIZED_ROOT}/${language}_ALL/${prerenderedFileOf(path)}`;
}

/** The unrendered shell every other path is served (firebase.json rewrites `**` to it). */
export const APP_SHELL_FILE = 'app.html';

/** The element naming the path a prerendered page was rendered for. */
export const HYDRATION_ELEMENT_ID = 'router-hydration';

export interface PrerenderedState {
  path: string;
  /** The language it was rendered in: hydrated only for a reader of that language. */
  language: string;
}
