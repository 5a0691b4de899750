/**
 * The text policy's moderation normal form (docs/trust.md, "Text policy"; docs/comments.md,
 * "Blocked words"): blocked words and hidden word-cloud entries are matched in it, the list and
 * every post alike. Server-side only (the functions import it by its own path, not from the
 * domain's index): it carries Unicode's confusables data, which no screen needs.
 */
import { INVISIBLE_CHARACTERS, withPlainEnclosedLetters } from './shown-text.js';
import { confusableSkeleton, nonAsciiSkeleton } from './confusable-skeleton.js';

/** Right-to-left override … pop directional formatting (or the end of the line). */
const RIGHT_TO_LEFT_OVERRIDE = /\u202E([^\u202C\n\r]*)\u202C?/g;

/**
 * Every combining mark (non-spacing, spacing and enclosing: `s⃝`, `s҉`, accents, stacked marks)
 * except those that make a letter of its own in the product's languages: the tilde of the
 * Spanish ñ, and the Arabic madda and hamza above or below (آ أ إ ؤ ئ). So "año" never matches
 * "ano", while "fück" still matches "fuck" (docs/trust.md, "Which spellings are one word").
 */
const COMBINING_MARK = /^\p{M}$/u;
/** The Arabic letters that carry a hamza or madda, as skeletons (alef's is `l`: they look alike). */
const HAMZA_CARRIERS = new Set([...'اوىيهۀےە'].map(confusableSkeleton));
function isLetterMaking(mark: string, base: string | undefined): boolean {
  if (base === undefined) return false;
  // The madda's skeleton is the tilde (confusables.txt), so a tilde stays on either letter.
  if (mark === '\u0303' || mark === '\u0653') return base === 'n' || HAMZA_CARRIERS.has(base);
  return (mark === '\u0654' || mark === '\u0655') && HAMZA_CARRIERS.has(base);
}

/** `text` (NFD) without its combining marks, but for those that make a letter with their base. */
function withoutMarks(text: string): string {
  let kept = '';
  let base: string | undefined;
  for (const char of text) {
    const isMark = COMBINING_MARK.test(char);
    if (!isMark) base = char;
    if (!isMark || isLetterMaking(char, base)) kept += char;
  }
  return kept;
}

/** Leetspeak, as the obscenity library's English preset read it (kept from the earlier matcher). */
const LEET = new Map(
  [...'@a 4a (c 3e 6g 1i !i /l 0o $s 5s 7t 2z'.split(' ')].map((pair) => [...pair] as [string, string]),
);
const LEET_CHARACTER = /[@4(36!1/0$572]/g;

/** Lower, upper, lower: full case folding (ẞ → ß → SS → ss), which toLowerCase alone is not. */
const caseFold = (text: string) => text.toLowerCase().toUpperCase().toLowerCase();

/**
 * The moderation normal form of `text` (docs/comments.md, "Blocked words"):
 * 1. text inside a right-to-left override is reversed, so it reads as it is displayed;
 * 2. invisible characters (default-ignorable ones, Hangul fillers, the braille blank, bidi
 *    controls, interlinear annotation characters) are removed;
 * 3. full case folding and NFD; enclosed and squared letters become letters, and every other
 *    non-ASCII character its confusable skeleton (step 7); then NFKC (fullwidth and mathematical
 *    letters become plain ones) and full case folding again;
 * 4. combining marks are removed, except the few that make a letter of its own (ñ, hamza);
 * 5. leetspeak becomes letters;
 * 6. a separator without a space or line break is removed (`s.c.a.m`, `sc-am` → `scam`), so is
 *    any separator between two lone letters (`s c a m` → `scam`), and any other separator run
 *    (spaces, line breaks, punctuation with a space) is one space;
 * 7. every character becomes its confusable skeleton (Unicode Technical Standard #39: Cherokee
 *    Ꮪ, Lisu ꓢ, Cyrillic ѕ and the Latin small capital ꜱ are all `s`).
 * The list and every post are compared in this form. It is only for matching: a skeleton is
 * not meant to be read (`m` becomes `rn`), and what people wrote is kept as written.
 */
export function moderationForm(text: string): string {
  const visible = caseFold(
    text
      .replace(RIGHT_TO_LEFT_OVERRIDE, (_match, inside: string) => [...inside].reverse().join(''))
      .replace(INVISIBLE_CHARACTERS, ''),
  ).normalize('NFD');
  // The skeleton of what is not ASCII is taken on NFD as the standard does (أ is alef, `l`, and
  // a hamza), and before NFKC; then NFKC and case folding, and the marks are read on NFD again.
  const decomposed = caseFold(nonAsciiSkeleton(withPlainEnclosedLetters(visible)).normalize('NFKC')).normalize('NFD');
  const letters = withoutMarks(decomposed)
    .normalize('NFC')
    .replace(LEET_CHARACTER, (char) => LEET.get(char) ?? char);
  // Separators are read before the skeleton, on the letters as people see them (`s c a m`: the
  // skeleton's `rn` for `m` is no longer a lone letter).
  return confusableSkeleton(joinSeparatedLetters(letters));
}

/** A run of characters that are not part of a word (kept by `split`: it says whether a space was in it). */
const SEPARATOR = /([^\p{L}\p{N}\p{M}]+)/u;

/**
 * [word, separator, word, …]: a separator without a space or line break joins its neighbours
 * (`sc-am`), and so does any separator between two lone letters (`s c a m`, `s. c a`). The first
 * and last words may be '' (text that starts or ends with a separator).
 */
function joinSeparatedLetters(folded: string): string {
  const parts = folded.split(SEPARATOR);
  const lone = (word: string | undefined) => word !== undefined && [...word].length === 1;
  const joined: string[] = [];
  for (let i = 0; i < parts.length; i += 2) {
    const word = parts[i]!;
    const separator = parts[i - 1];
    const join = separator !== undefined && (!/\s/u.test(separator) || (lone(parts[i - 2]) && lone(word)));
    if (join && joined.length > 0) joined[joined.length - 1] += word;
    else if (word !== '') joined.push(word);
  }
  return joined.join(' ');
}

/**
 * The matcher regex source for one entry in normal form: a letter repeated n times in the entry
 * matches n or more times (`scaaam`), and words may be run together (`badword` for "bad word").
 */
function entryPattern(form: string): string {
  return form
    .split(' ')
    .map((word) =>
      (word.match(/(.)\1*/gsu) ?? [])
        .map((run) => {
          const char = [...run][0]!.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
          const count = [...run].length;
          return count === 1 ? `${char}+` : `${char}{${count},}`;
        })
        .join(''),
    )
    .join(' ?');
}

/**
 * A matcher for a blocked-words list: true when a text's normal form contains an entry's normal
 * form anywhere, inside a longer word too (as the earlier obscenity matcher did: "ass" holds
 * "class" for review; docs/comments.md says why that is kept). Entries whose normal form is empty
 * are ignored (they would match everything). Null for an empty list.
 */
export function blockedWordsMatcher(words: readonly string[]): ((text: string) => boolean) | null {
  const patterns = [...new Set(words.map(moderationForm).filter(Boolean))].map(entryPattern);
  if (patterns.length === 0) return null;
  const matcher = new RegExp(patterns.join('|'), 'u');
  return (text) => matcher.test(moderationForm(text));
}
