/**
 * What admins wrote, in the reader's language (docs/languages.md, "What admins write"): an event,
 * a poll, a ballot as the reader's language has it, else as its author wrote it. Every screen that
 * shows such text goes through these, so a language switch shows the other version at once. A
 * poll or a ballot (with options or articles) goes through `useLiveVersion` with its own pick, in
 * its feature: public pages load none of their code.
 */
import { fieldLanguage, pickVersion, type LanguageCode } from '@civic/domain';
import { useLingui } from '@lingui/react';
import { useMemo } from 'react';
import type { Live } from '@/lib/use-snapshot';
import { directionOf } from './languages';

/** `doc` (an event, a ballot…) in the reader's language; null stays null. */
export function useVersion<T extends object | null | undefined>(doc: T): T {
  const { i18n } = useLingui();
  const reader = i18n.locale;
  return useMemo(() => (doc ? pickVersion(doc, reader) : doc), [doc, reader]);
}

/** Each of `docs` in the reader's language. */
export function useVersions<T extends object>(docs: readonly T[]): T[] {
  const { i18n } = useLingui();
  const reader = i18n.locale;
  return useMemo(() => docs.map((doc) => pickVersion(doc, reader)), [docs, reader]);
}

/** A realtime value (useSnapshot) with its data in the reader's language, by `pick`. */
export function useLiveVersion<T>(live: Live<T>, pick: (data: T, reader: string) => T): Live<T> {
  const { i18n } = useLingui();
  const reader = i18n.locale;
  // `pick` is a module-level function at every call site: the value and the language decide.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  return useMemo(() => (live.state === 'ready' ? { ...live, data: pick(live.data, reader) } : live), [live, reader]);
}

/** The attributes that mark a shown text with its own language: `lang` and its direction. */
export interface TextLanguage {
  lang: LanguageCode;
  dir: 'ltr' | 'rtl';
}

/**
 * The language `field` of `shown` (a picked document, or an item of `parent`'s list) is shown in,
 * as attributes for the element that holds the text: a version's own language, or the author's
 * when the reader's has none — never the page's (WCAG 3.1.2, docs/languages.md "What admins
 * write"). Put it on an isolating inline element (`<bdi {...textLanguage(poll, 'question')}>`).
 */
export function textLanguage(shown: object, field: string, parent?: object): TextLanguage {
  const lang = fieldLanguage(shown, field, parent);
  return { lang, dir: directionOf(lang) };
}

/** The `lang` alone, for a block that keeps `dir="auto"` (a heading, a paragraph). */
export const langOf = (shown: object, field: string, parent?: object): LanguageCode =>
  fieldLanguage(shown, field, parent);
