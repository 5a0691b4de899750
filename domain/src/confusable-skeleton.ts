/**
 * Confusable skeletons (Unicode Technical Standard #39, section 4): every character that looks
 * like another is replaced by the standard's prototype for both, from confusables.txt as the
 * `unhomoglyph` package ships it (Unicode 13.0.0; docs/trust.md says why this package and how to
 * update it). Two texts that look alike have the same skeleton; a skeleton is for comparing only.
 */
import CONFUSABLES from 'unhomoglyph/data.json' with { type: 'json' };

/**
 * The Latin small capitals (the characters named "LATIN LETTER SMALL CAPITAL …" in Unicode's
 * character database, and the kra ĸ), which confusables.txt leaves mostly unmapped although
 * `ꜱᴄᴀᴍ` reads as "scam": each becomes its letter before the skeleton is taken.
 */
const SMALL_CAPITALS = new Map(
  [...'ᴀa ʙb ᴄc ᴅd ᴇe ꜰf ɢg ʜh ɪi ᴊj ᴋk ʟl ᴍm ɴn ᴏo ᴘp ꞯq ʀr ꜱs ᴛt ᴜu ᴠv ᴡw ʏy ᴢz ĸk'.split(' ')].map(
    (pair) => [...pair] as [string, string],
  ),
);

const CONFUSABLE = CONFUSABLES as Readonly<Record<string, string>>;
// The data maps some letters to a small capital's own prototype (Cyrillic м → ᴍ's ʍ): those read
// as the small capital's letter too.
for (const [capital, letter] of [...SMALL_CAPITALS]) {
  const prototype = CONFUSABLE[capital];
  if (prototype !== undefined && !SMALL_CAPITALS.has(prototype)) SMALL_CAPITALS.set(prototype, letter);
}

const caseFold = (text: string) => text.toLowerCase().toUpperCase().toLowerCase();

/** A character's prototype, case-folded and mapped again until stable (Lisu ꓟ → M → m → rn). */
const PROTOTYPES = new Map<string, string>();
function prototypeOf(char: string): string {
  const known = PROTOTYPES.get(char);
  if (known !== undefined) return known;
  // Case-folded first: the data is case-sensitive (Λ → Ʌ but λ unmapped), matching is not.
  let form = caseFold(char);
  for (let pass = 0; pass < 8; pass += 1) {
    const next = caseFold([...form].map((c) => SMALL_CAPITALS.get(c) ?? CONFUSABLE[c] ?? c).join(''));
    if (next === form) break;
    form = next;
  }
  PROTOTYPES.set(char, form);
  return form;
}

/** The skeleton of case-folded `text`, character by character. */
export function confusableSkeleton(text: string): string {
  let skeleton = '';
  for (const char of text) skeleton += prototypeOf(char);
  return skeleton;
}

/**
 * `text` with every character outside ASCII replaced by its prototype, as written: taken before
 * NFKC, which would turn the lunate sigma ϲ (a `c` to the eye) into σ (an `o`). ASCII is left to
 * the later steps, which read `1` and `0` as leetspeak for `i` and `o`.
 */
export function nonAsciiSkeleton(text: string): string {
  return text.replace(/[^\0-\x7F]/gu, prototypeOf);
}

/** Every character whose prototype is `letter` (for tests that spell a word every way the data allows). */
export function confusablesOf(letter: string): string[] {
  return Object.keys(CONFUSABLE).filter((char) => char !== letter && prototypeOf(char) === prototypeOf(letter));
}
