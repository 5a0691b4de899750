/**
 * The form side of what admins write in several languages: the versions as typed, and what the
 * editor sends of them (docs/languages.md, "What admins write").
 */
import { isLanguageCode, keptVersions, SOURCE_LANGUAGE, type LanguageCode, type Translations } from '@civic/domain';

/** The language a new text is written in by default: the admin's own, else English. */
export function defaultAuthorLanguage(reader: string): LanguageCode {
  return isLanguageCode(reader) ? reader : SOURCE_LANGUAGE;
}

/** The versions as typed, with one field of one language changed. */
export function withVersion<F extends string>(
  translations: Translations<F>,
  code: LanguageCode,
  field: F,
  text: string,
): Translations<F> {
  return { ...translations, [code]: { ...translations[code], [field]: text } };
}

/**
 * What the editor sends: the versions typed, without blanks, and without one in the language the
 * text itself is written in (left over when the admin changed that language).
 */
export function versionsInput<F extends string>(
  language: LanguageCode,
  translations: Translations<F> | undefined,
): Translations<F> | undefined {
  const others = { ...translations };
  delete others[language];
  return keptVersions(others);
}
