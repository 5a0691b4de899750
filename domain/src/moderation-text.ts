/**
 * The text policy's moderation normal form (docs/trust.md, "Text policy"; docs/comments.md,
 * "Blocked words"): blocked words are matched in it, the list and every post alike.
 */

/** Right-to-left override … pop directional formatting (or the end of the line). */
const RIGHT_TO_LEFT_OVERRIDE = /\u202E([^\u202C\n\r]*)\u202C?/g;
/** Invisible characters (zero-width space, soft hyphen, word joiner, grapheme joiner…) and bidi controls. */
const INVISIBLE = /[\p{Default_Ignorable_Code_Point}\p{Bidi_Control}]/gu;
const NON_SPACING_MARKS = /\p{Mn}/gu;

/**
 * Letters of other scripts that look like a Latin letter, mapped to it (after case folding): the
 * Cyrillic and Greek ones people use to spell around a filter ("ѕсаm"), plus a few Latin variants
 * NFKC leaves alone. Applied to the list and to posts alike, so an entry written in Cyrillic still
 * matches itself.
 */
const CONFUSABLES =
  'аa вb еe кk мm нh оo пn рp сc тt уy хx ьb іi јj ѕs һh ԁd ԛq ԝw ѵv үy ӏl ' + // Cyrillic
  'αa βb γy εe ηn ιi κk μu νv οo ρp σo τt υu χx ωw ' + // Greek
  'օo սu հh ıi ɑa ɡg ɩi ʏy'; // Armenian, Latin variants NFKC keeps
/** Leetspeak, as the obscenity library's English preset read it (kept from the earlier matcher). */
const LEET = '@a 4a (c 3e 6g 1i !i /l 0o $s 5s 7t 2z';
const LOOK_ALIKES = new Map(`${CONFUSABLES} ${LEET}`.split(' ').map((pair) => [...pair] as [string, string]));
const LOOK_ALIKE = new RegExp(`[${[...LOOK_ALIKES.keys()].join('').replace(/[\\\]^-]/g, '\\$&')}]`, 'gu');
/** A run of characters that are not part of a word (kept by `split`: it says whether a space was in it). */
const SEPARATOR = /([^\p{L}\p{N}\p{M}]+)/u;

/**
 * The moderation normal form of `text` (docs/comments.md, "Blocked words"):
 * 1. text inside a right-to-left override is reversed, so it reads as it is displayed;
 * 2. invisible (default-ignorable) and bidi-control characters are removed;
 * 3. NFKC (fullwidth and mathematical letters become plain ones), full case folding, accents
 *    removed (NFD without non-spacing marks);
 * 4. look-alike letters of other scripts and leetspeak become the Latin letter they imitate;
 * 5. a separator without a space or line break is removed (`s.c.a.m`, `sc-am` → `scam`), so is
 *    any separator between two lone letters (`s c a m` → `scam`), and any other separator run
 *    (spaces, line breaks, punctuation with a space) is one space.
 * The list and every post are compared in this form.
 */
export function moderationForm(text: string): string {
  const folded = text
    .replace(RIGHT_TO_LEFT_OVERRIDE, (_match, inside: string) => [...inside].reverse().join(''))
    .replace(INVISIBLE, '')
    .normalize('NFKC')
    // Lower, upper, lower: full case folding (ẞ → ß → SS → ss), which toLowerCase alone is not.
    .toLowerCase()
    .toUpperCase()
    .toLowerCase()
    .normalize('NFD')
    .replace(NON_SPACING_MARKS, '')
    .normalize('NFC')
    .replace(LOOK_ALIKE, (char) => LOOK_ALIKES.get(char) ?? char);
  // [word, separator, word, …]: a separator without a space or line break joins its neighbours
  // (`sc-am`), and so does any separator between two lone letters (`s c a m`, `s. c a`).
  // The first and last words may be '' (text that starts or ends with a separator).
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
