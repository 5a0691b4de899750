/**
 * The text policy (docs/trust.md, "Text policy"): characters no text shown to other people may
 * carry. Shared by the schemas the functions enforce and the web forms mirror, and repeated in
 * firestore.rules where clients write such text directly. Kept apart from the moderation normal
 * form (moderation-text.ts) so public screens' forms load only these few patterns.
 */
import type { z } from 'zod';

/* eslint-disable no-control-regex -- these patterns exist to find control characters */

/**
 * Characters no text shown to others may carry: C0 and C1 controls and DEL (escapes, bells, line
 * breaks in a name), every bidirectional control (Unicode's Bidi_Control: the embeddings and
 * overrides U+202A–U+202E, the isolates U+2066–U+2069, and the marks U+061C, U+200E, U+200F),
 * which can make "nimda" render as "admin" or reorder a list row, and the line and paragraph
 * separators U+2028/U+2029. firestore.rules refuses the same set (`validDisplayName`).
 */
export const FORBIDDEN_SHOWN_CHARACTERS =
  /[\u0000-\u001F\u007F-\u009F\u061C\u200E\u200F\u2028\u2029\u202A-\u202E\u2066-\u2069]/;

/**
 * The same for text where people may write several lines (comment bodies): a line feed, and a
 * carriage return before it, are allowed; every other character above is refused.
 */
export const FORBIDDEN_MULTILINE_CHARACTERS =
  /[\u0000-\u0009\u000B-\u000C\u000E-\u001F\u007F-\u009F\u061C\u200E\u200F\u2028\u2029\u202A-\u202E\u2066-\u2069]|\r(?!\n)/;

/** The message a refused character earns, naming what to remove. */
export const FORBIDDEN_CHARACTERS_MESSAGE = (label: string) =>
  `${label} cannot contain control or text-direction characters`;

/**
 * `schema` refusing the characters above (in `multiline` text, all but line breaks), with a
 * message that names the field: every schema of text shown to others goes through it.
 */
export function withoutForbiddenCharacters<T extends z.ZodType<string>>(schema: T, label: string, multiline = false) {
  const forbidden = multiline ? FORBIDDEN_MULTILINE_CHARACTERS : FORBIDDEN_SHOWN_CHARACTERS;
  return schema.refine((text) => !forbidden.test(text), FORBIDDEN_CHARACTERS_MESSAGE(label));
}
