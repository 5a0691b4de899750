/**
 * What a screen says in a language, read from the catalogs themselves (web/src/locales), so an e2e
 * in Spanish or Arabic looks for the very sentence a translator wrote, and fails when the screen
 * shows anything else (English, or a message missing from the catalog).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { LanguageCode } from '@civic/domain';
import { ROOT } from '../../../emulators/config.js';
import { translationsOf } from '../../../web/build-tools/carry-translations.js';
import { CATALOG_NAMES } from '../../../web/src/lib/i18n/catalog-names.js';

const CATALOGS = CATALOG_NAMES;
const cache = new Map<LanguageCode, Map<string, string>>();

function catalogOf(language: LanguageCode): Map<string, string> {
  let catalog = cache.get(language);
  if (!catalog) {
    const po = CATALOGS.map((name) => readFileSync(join(ROOT, 'web/src/locales', language, `${name}.po`), 'utf8'));
    catalog = translationsOf(po.join('\n\n'));
    cache.set(language, catalog);
  }
  return catalog;
}

/**
 * `message` (its English source, as in the code) as `language` shows it, as plain text: the
 * rich-text tags dropped and the `{name}` arguments filled from `values`. English is the message.
 */
export function say(language: LanguageCode, message: string, values: Record<string, string> = {}): string {
  const translated = language === 'en' ? message : catalogOf(language).get(message);
  if (!translated) throw new Error(`No ${language} translation of "${message}" in the catalogs`);
  return translated.replace(/<\/?\d+\/?>/g, '').replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}

/**
 * The English sentences of the public pages' catalogs (public, info and replays) that `language` says
 * otherwise: plain sentences of two words or more, so a word both languages share ("Email") or a
 * brand name is not among them. None may show on a page in `language`, at any moment.
 */
export function englishSentencesOf(language: LanguageCode): string[] {
  const catalog = catalogOf(language);
  const publicMessages = translationsOf(
    (['public', 'info', 'replays'] as const)
      .map((name) => readFileSync(join(ROOT, 'web/src/locales', 'en', `${name}.po`), 'utf8'))
      .join('\n\n'),
  );
  return [...publicMessages.keys()]
    .map((key) => key.split('\u0004').pop()!)
    .filter((message) => /^[^{}<>#]+$/.test(message) && /\p{L}+ \p{L}+/u.test(message))
    .filter((message) => catalog.get(message) && catalog.get(message) !== message);
}
