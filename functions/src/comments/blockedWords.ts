import { BLOCKED_WORDS_DOC, COLLECTIONS, type BlockedWordsDoc } from '@civic/domain';
import { RegExpMatcher, englishRecommendedTransformers, parseRawPattern } from 'obscenity';
import { db } from '../app.js';

export const blockedWordsRef = () => db.collection(COLLECTIONS.moderation).doc(BLOCKED_WORDS_DOC);

/**
 * A matcher for the admin's list with obscenity's English transformers: look-alike characters
 * ("ʃṳ𝒸𝗄"), leetspeak ("h4te"), repeated letters and separators are folded before matching,
 * which a plain `includes` would miss. Entries are validated to letters, digits, spaces,
 * apostrophes and hyphens (domain `blockedWordSchema`), none of which is pattern syntax.
 */
export function blockedWordsMatcher(words: readonly string[]): RegExpMatcher | null {
  if (words.length === 0) return null;
  return new RegExpMatcher({
    blacklistedTerms: words.map((word, id) => ({ id, pattern: parseRawPattern(word) })),
    ...englishRecommendedTransformers,
  });
}

let cached: { key: string; matcher: RegExpMatcher | null } | null = null;

/** Whether `text` contains a blocked word; the matcher is rebuilt only when the list changes. */
export async function containsBlockedWord(text: string): Promise<boolean> {
  const words = ((await blockedWordsRef().get()).data() as BlockedWordsDoc | undefined)?.words ?? [];
  const key = words.join('\n');
  if (cached?.key !== key) cached = { key, matcher: blockedWordsMatcher(words) };
  return cached.matcher?.hasMatch(text) ?? false;
}
