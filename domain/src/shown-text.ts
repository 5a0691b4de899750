/**
 * The text policy (docs/trust.md, "Text policy"): characters no text shown to other people may
 * carry. Shared by the schemas the functions enforce and the web forms mirror, and repeated in
 * firestore.rules where clients write such text directly. Kept apart from the moderation normal
 * form (moderation-text.ts) so public screens' forms load only these few patterns.
 */
import type { z } from 'zod';
import type { TextPolicyRule } from './refusals.js';

/* eslint-disable no-control-regex -- these patterns exist to find control characters */

/**
 * Characters no text shown to others may carry: C0 and C1 controls and DEL (escapes, bells, line
 * breaks in a name), every bidirectional control (Unicode's Bidi_Control: the embeddings and
 * overrides U+202A–U+202E, the isolates U+2066–U+2069, and the marks U+061C, U+200E, U+200F),
 * which can make "nimda" render as "admin" or reorder a list row, the line and paragraph
 * separators U+2028/U+2029, and the interlinear annotation characters U+FFF9–U+FFFB (format
 * characters a renderer may use to hide the text between them). firestore.rules refuses the same
 * set (`validDisplayName`).
 */
export const FORBIDDEN_SHOWN_CHARACTERS =
  /[\u0000-\u001F\u007F-\u009F\u061C\u200E\u200F\u2028\u2029\u202A-\u202E\u2066-\u2069\uFFF9-\uFFFB]/;

/**
 * The same for text where people may write several lines (comment bodies): a line feed, and a
 * carriage return before it, are allowed; every other character above is refused.
 */
export const FORBIDDEN_MULTILINE_CHARACTERS =
  /[\u0000-\u0009\u000B-\u000C\u000E-\u001F\u007F-\u009F\u061C\u200E\u200F\u2028\u2029\u202A-\u202E\u2066-\u2069\uFFF9-\uFFFB]|\r(?!\n)/;

/** The kinds of character the text policy refuses, to name one to the person who typed it. */
export type ForbiddenCharacterKind = 'control' | 'text-direction' | 'line-separator' | 'annotation';

/** The first character of `text` the text policy refuses (FORBIDDEN_SHOWN_CHARACTERS), or null. */
export function firstForbiddenCharacter(
  text: string,
): { position: number; code: string; kind: ForbiddenCharacterKind } | null {
  const characters = [...text];
  const index = characters.findIndex((char) => FORBIDDEN_SHOWN_CHARACTERS.test(char));
  if (index === -1) return null;
  const point = characters[index]!.codePointAt(0)!;
  const kind: ForbiddenCharacterKind =
    point === 0x2028 || point === 0x2029
      ? 'line-separator'
      : point >= 0xfff9
        ? 'annotation'
        : point <= 0x9f
          ? 'control'
          : 'text-direction';
  return { position: index + 1, code: `U+${point.toString(16).toUpperCase().padStart(4, '0')}`, kind };
}

/**
 * Characters that show nothing: default-ignorable ones (zero-width space, soft hyphen, joiners,
 * variation selectors, and the Hangul fillers U+115F, U+1160, U+3164, U+FFA0, which are letters
 * by category but draw as blanks), bidi controls, the braille blank U+2800 and the interlinear
 * annotation characters. Removed before a text is read for letters or matched for blocked words.
 */
export const INVISIBLE_CHARACTERS = /[\p{Default_Ignorable_Code_Point}\p{Bidi_Control}\u2800\uFFF9-\uFFFB]/gu;

/**
 * The enclosed and squared Latin capitals (Ⓐ, 🄰, 🅐, 🅰 …): NFKC turns the circled and squared
 * ones into letters but leaves the negative circled and negative squared ones as symbols, so
 * each block of 26 is mapped to A–Z by its offset.
 */
const ENCLOSED_LATIN_BLOCKS = [0x24b6, 0x24d0, 0x1f130, 0x1f150, 0x1f170];
const ENCLOSED_LATIN_LETTER = /[\u24B6-\u24E9\u{1F130}-\u{1F149}\u{1F150}-\u{1F169}\u{1F170}-\u{1F189}]/gu;

/** `text` with every enclosed or squared Latin letter written as the plain capital it encloses. */
export function withPlainEnclosedLetters(text: string): string {
  return text.replace(ENCLOSED_LATIN_LETTER, (char) => {
    const code = char.codePointAt(0)!;
    const start = ENCLOSED_LATIN_BLOCKS.findLast((block) => code >= block)!;
    return String.fromCharCode(0x41 + code - start);
  });
}

/**
 * True when `text` holds a letter or a digit once what shows nothing is gone: invisible
 * characters and every combining mark (an entry of only U+0301 U+0308, or of fillers, is blank
 * to its readers), after NFKC and with enclosed letters read as letters.
 */
export function hasLetterOrDigit(text: string): boolean {
  const visible = withPlainEnclosedLetters(text.replace(INVISIBLE_CHARACTERS, '')).normalize('NFKC');
  return /[\p{L}\p{N}]/u.test(visible.replace(/\p{M}/gu, ''));
}

/** The message text without a letter or digit earns. */
export const NO_LETTERS_MESSAGE = (label: string) => `${label} must contain a letter or a digit`;

/** The message a refused character earns, naming what to remove. */
export const FORBIDDEN_CHARACTERS_MESSAGE = (label: string) =>
  `${label} cannot contain control or text-direction characters`;

/**
 * `schema` as text shown to others: refusing the characters above (in `multiline` text, all but
 * line breaks) and text without a letter or digit, each with a message that names the field.
 * Every schema of text shown to others goes through it. Empty text is left to `schema` (which
 * requires it or lets a field stay blank).
 */
export function shownTextSchema<T extends z.ZodType<string>>(schema: T, label: string, multiline = false) {
  const forbidden = multiline ? FORBIDDEN_MULTILINE_CHARACTERS : FORBIDDEN_SHOWN_CHARACTERS;
  // `params` names the rule, so a refusal can carry it as a reason for clients (refusals.ts).
  const rule = (textPolicy: TextPolicyRule, message: string) => ({ message, params: { textPolicy } });
  return schema
    .refine((text) => !forbidden.test(text), rule('forbidden-characters', FORBIDDEN_CHARACTERS_MESSAGE(label)))
    .refine((text) => text === '' || hasLetterOrDigit(text), rule('no-letters', NO_LETTERS_MESSAGE(label)));
}
