/**
 * The matcher against Unicode's own list of look-alikes (issue 30): every blocked word of the
 * demo seed and of the tests, each letter replaced by each of its confusables from
 * confusables.txt (as `unhomoglyph` ships it), one letter at a time and all letters at once.
 * Every such spelling must be held. Capped per letter so it runs in about a second.
 */
import { describe, expect, it } from 'vitest';
import { confusablesOf } from './confusable-skeleton.js';
import { blockedWordsMatcher } from './moderation-text.js';

/**
 * The demo seed's list (emulators/demo/content.ts, BLOCKED_WORDS: the domain imports nothing of
 * the emulators, so it is repeated here) and the lists the tests set (moderation-text.test.ts,
 * the comments and live-questions suites).
 */
const SEED_LIST = ['scammer', 'moron'];
const TEST_LISTS = ['scam', 'idiot', 'bad word', 'café', 'дурак', 'ass', 'Ελλάδα', 'fraud', 'año', 'سأل'];
/** At most this many look-alikes of one letter are tried (`o` has the most, 129 in Unicode 13.0). */
const PER_LETTER_CAP = 200;

/**
 * The look-alikes of `letter` outside ASCII (of an accented letter, its base letter's, with the
 * same marks). ASCII look-alikes are read by the leetspeak table instead: `1` and `|` are an `i`
 * and a separator there, where confusables.txt calls them an `l`.
 */
function lookAlikes(letter: string): string[] {
  const [base, ...marks] = [...letter.normalize('NFD')];
  return confusablesOf(base!)
    .filter((alternative) => /[^\0-\x7F]/u.test(alternative))
    .slice(0, PER_LETTER_CAP)
    .map((alternative) => alternative + marks.join(''));
}

/** `word` spelled with look-alikes: each letter by each of its own, then all letters at once. */
function confusableSpellings(word: string): string[] {
  const letters = [...word];
  const alternatives = letters.map((letter) => (letter === ' ' ? [] : lookAlikes(letter)));
  const spellings = letters.flatMap((_letter, at) =>
    alternatives[at]!.map((alternative) => letters.with(at, alternative).join('')),
  );
  // All letters at once: the n-th look-alike of every letter (a letter with fewer keeps cycling).
  const longest = Math.max(...alternatives.map((list) => list.length));
  for (let n = 0; n < longest; n += 1) {
    spellings.push(letters.map((letter, at) => alternatives[at]![n % alternatives[at]!.length] ?? letter).join(''));
  }
  return spellings;
}

const words = [...new Set([...SEED_LIST, ...TEST_LISTS])];
const spellings = words.map((word) => [word, confusableSpellings(word)] as const);
const tried = spellings.reduce((sum, [, list]) => sum + list.length, 0);

// The count is in a test's name, so every run prints it.
describe(`every spelling Unicode calls confusable with a blocked word is held (${tried} spellings of ${words.length} words)`, () => {
  it.each(spellings)('%s', (word, list) => {
    const matches = blockedWordsMatcher([word])!;
    expect(list.filter((spelling) => !matches(spelling))).toEqual([]);
  });

  it('tries a few thousand spellings, in about a second', () => {
    expect(tried).toBeGreaterThan(1000);
  });
});
