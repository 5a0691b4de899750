/**
 * What admins write, in several languages (docs/languages.md, "What admins write"): a document
 * keeps its own fields (an event's `title`, a poll's `question`…) as the author wrote them, in
 * `language`, and may carry other versions in `translations`, by language. Each reader sees their
 * language's version of a field, or the author's when none was written. Free of zod: /stream and
 * the rooms read it (the schemas are in localized-schemas.ts).
 */
import { isLanguageCode, LANGUAGE_CODES, SOURCE_LANGUAGE, type LanguageCode } from './languages.js';

/** Other versions of some of a document's texts, by language: `{ es: { title: 'Cabildo' } }`. */
export type Translations<F extends string = string> = Partial<Record<LanguageCode, Partial<Record<F, string>>>>;

/** The two fields a document with versions carries beside its own texts. */
export interface Localized<F extends string = string> {
  /** The language its own fields are written in; absent on documents written before: English. */
  language?: LanguageCode;
  translations?: Translations<F>;
}

/** The language `doc`'s own fields are written in. */
export function authorLanguage(doc: object): LanguageCode {
  const language = (doc as Localized).language;
  return isLanguageCode(language) ? language : SOURCE_LANGUAGE;
}

/**
 * What a picked document says about its own texts: the language of each field that shows a
 * version (`{ title: 'es' }`). A field not named here is shown as the author wrote it, in the
 * author's language. Screens mark every shown text with its language (`fieldLanguage`), so a
 * reader's screen reader reads an English question in an Arabic page with an English voice
 * (WCAG 3.1.2, docs/languages.md "What admins write").
 */
export interface ShownVersions {
  shownIn?: Partial<Record<string, LanguageCode>>;
}

/**
 * `doc` as a reader of `reader` sees it: each field that has a version in their language (a
 * string with a letter in it) in that version, the others as the author wrote them; the fields
 * shown in a version are named in `shownIn`. `doc` itself when nothing changes. Only own keys are
 * read, so no inherited name (`constructor`…) is a field.
 */
export function pickVersion<T extends object>(doc: T, reader: string): T {
  if (!isLanguageCode(reader) || reader === authorLanguage(doc)) return doc;
  const translations = (doc as Localized).translations;
  const version = translations && Object.hasOwn(translations, reader) ? translations[reader] : undefined;
  if (!version || typeof version !== 'object') return doc;
  let picked: (T & Required<ShownVersions>) | null = null;
  for (const [field, text] of Object.entries(version)) {
    const own = Object.hasOwn(doc, field) ? (doc as Record<string, unknown>)[field] : undefined;
    if (typeof own === 'string' && typeof text === 'string' && text.trim()) {
      picked ??= { ...doc, shownIn: { ...(doc as ShownVersions).shownIn } };
      (picked as Record<string, unknown>)[field] = text;
      picked.shownIn[field] = reader;
    }
  }
  return picked ?? doc;
}

/**
 * The language `field` of `shown` (a picked document, or an item of its list) is shown in: the
 * version's where one was picked, else its author's — for an item, the author of `parent`, the
 * document it belongs to (a poll's options and a ballot's articles are in the poll's language).
 */
export function fieldLanguage(shown: object, field: string, parent?: object): LanguageCode {
  const shownIn = (shown as ShownVersions).shownIn;
  const picked = shownIn && Object.hasOwn(shownIn, field) ? shownIn[field] : undefined;
  return isLanguageCode(picked) ? picked : authorLanguage(parent ?? shown);
}

/** The languages `doc` has a version in: the author's first, then its translations'. */
export function versionLanguages(doc: object): LanguageCode[] {
  const author = authorLanguage(doc);
  const others = Object.keys((doc as Localized).translations ?? {}).filter(
    (code): code is LanguageCode => isLanguageCode(code) && code !== author,
  );
  return [author, ...others];
}

/**
 * `given` without blank fields, and without a version left with none (`undefined` when nothing is
 * left): what a form sends of the versions an admin may have left empty.
 */
export function keptVersions<F extends string>(given: Translations<F> | undefined): Translations<F> | undefined {
  if (!given) return undefined;
  const kept: Translations<F> = {};
  for (const code of LANGUAGE_CODES) {
    const version = Object.hasOwn(given, code) ? given[code] : undefined;
    const fields = Object.entries<string | undefined>(version ?? {}).filter(([, text]) => text?.trim());
    if (fields.length > 0) kept[code] = Object.fromEntries(fields) as Partial<Record<F, string>>;
  }
  return Object.keys(kept).length > 0 ? kept : undefined;
}

/**
 * `doc` as a reader of `reader` sees it, with the items of its list `key` (a poll's options, a
 * ballot's articles) too: each item's versions are in the document's language, and items keep
 * their ids and order, so an answer means one thing in every language.
 */
export function pickVersionWithItems<T extends object, K extends keyof T>(doc: T, key: K, reader: string): T {
  const picked = pickVersion(doc, reader);
  const items = doc[key] as unknown as readonly object[];
  const language = authorLanguage(doc);
  const shown = items.map((item) => {
    const version = pickVersion({ ...item, language }, reader) as Record<string, unknown>;
    const changed = Object.keys(version).some(
      (field) => field !== 'language' && version[field] !== (item as Record<string, unknown>)[field],
    );
    if (!changed) return item;
    const { language: _language, ...fields } = version;
    return fields;
  });
  const changed = shown.some((item, index) => item !== items[index]);
  return changed ? { ...picked, [key]: shown } : picked;
}
