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

describe('every spelling Unicode calls confusable with a blocked word is held', () => {
  const words = [...new Set([...SEED_LIST, ...TEST_LISTS])];
  let tried = 0;

  it.each(words)('%s', (word) => {
    const matches = blockedWordsMatcher([word])!;
    const letters = [...word];
    const alternatives = letters.map((letter) => (letter === ' ' ? [] : lookAlikes(letter)));
    const missed: string[] = [];
    const check = (spelling: string) => {
      tried += 1;
      if (!matches(spelling)) missed.push(spelling);
    };
    // One letter at a time, each by every look-alike.
    letters.forEach((_letter, at) => {
      for (const alternative of alternatives[at]!) check(letters.with(at, alternative).join(''));
    });
    // All letters at once: the n-th look-alike of every letter (a letter with fewer keeps cycling).
    const longest = Math.max(...alternatives.map((list) => list.length));
    for (let n = 0; n < longest; n += 1) {
      check(
        letters.map((letter, at) => alternatives[at]![n % Math.max(1, alternatives[at]!.length)] ?? letter).join(''),
      );
    }
    expect(missed).toEqual([]);
  });

  it('tried a few thousand spellings', () => {
    console.log(`confusable spellings tried: ${tried} (${words.length} blocked words)`);
    expect(tried).toBeGreaterThan(1000);
  });
});
