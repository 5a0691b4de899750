/**
 * The schemas of what admins write in several languages (localized.ts): the `language` a document
 * is written in and its `translations`. Shared by the callables (which enforce them: the documents
 * are written by functions only) and the forms.
 */
import { z } from 'zod';
import { LANGUAGE_CODES } from './languages.js';
import { authorLanguage, keptVersions, type Localized, type Translations } from './localized.js';

/** The language a document's own fields are written in (absent: English, as before versions). */
export const authorLanguageSchema = z.enum(LANGUAGE_CODES, 'Choose a language the product speaks');

/**
 * Versions of `fields` in other languages, `{ es: { title: '…' }, ar: {…} }`: only the product's
 * language codes (no other key, `__proto__` and `constructor` included), in each only those fields,
 * each within its own field's schema (the same limit and text policy as the author's version).
 * A blank field is dropped, and a version left with none; nothing left gives `undefined`, as does null.
 */
export function translationsSchema<F extends string>(fields: Record<F, z.ZodType<string>>) {
  const versionShape = Object.fromEntries(
    Object.entries<z.ZodType<string>>(fields).map(([field, schema]) => [field, schema.optional()]),
  );
  const version = z.strictObject(versionShape, 'A version lists only the fields that have versions');
  const languages = Object.fromEntries(LANGUAGE_CODES.map((code) => [code, version.optional()]));
  return (
    z
      .strictObject(languages, 'Versions are given only in English, Spanish or Arabic')
      .transform((given) => keptVersions(given as Translations<F>))
      // null is "no versions" too: the web SDK sends a field left undefined as null.
      .nullable()
      .transform((kept) => kept ?? undefined)
      .optional()
  );
}

/**
 * Refuses a version in the language the document itself is written in (which of the two would a
 * reader see?): for `superRefine` of a schema with `language` and `translations`, at `path`.
 */
export function refuseVersionInAuthorLanguage(
  doc: Localized,
  ctx: z.RefinementCtx,
  path: (string | number)[] = [],
): void {
  const author = authorLanguage(doc);
  if (doc.translations?.[author]) {
    ctx.addIssue({
      code: 'custom',
      path: [...path, 'translations', author],
      message: 'The version in the language it is written in is the text itself',
    });
  }
}
