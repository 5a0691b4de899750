import { BLOCKED_WORDS_DOC, COLLECTIONS, blockedWordsMatcher, type BlockedWordsDoc } from '@civic/domain';
import { db } from '../../platform/app.js';

export const blockedWordsRef = () => db.collection(COLLECTIONS.moderation).doc(BLOCKED_WORDS_DOC);

let cached: { key: string; matches: ((text: string) => boolean) | null } | null = null;

/**
 * Whether `text` contains a blocked word. The one place posts are checked against the list: both
 * are compared in the domain's moderation normal form (`blockedWordsMatcher`, domain/src/
 * moderation-text.ts; docs/comments.md says why it is hand-written rather than obscenity's), and the
 * matcher is rebuilt only when the list changes.
 */
export async function containsBlockedWord(text: string): Promise<boolean> {
  const words = ((await blockedWordsRef().get()).data() as BlockedWordsDoc | undefined)?.words ?? [];
  const key = words.join('\n');
  if (cached?.key !== key) cached = { key, matches: blockedWordsMatcher(words) };
  return cached.matches?.(text) ?? false;
}
