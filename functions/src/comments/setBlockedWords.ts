import { FieldValue } from 'firebase-admin/firestore';
import { logAdminAction } from '../platform/audit.js';
import { defineCallable } from '../platform/callable.js';
import { blockedWordsRef } from './lib/blockedWords.js';

/** Replaces the blocked-words list (validated, lower-cased, de-duplicated). Audited. */
export const setBlockedWords = defineCallable('setBlockedWords', { roles: ['admin'] }, async ({ words }, caller) => {
  const unique = [...new Set(words)].sort();
  await blockedWordsRef().set({ words: unique, updatedBy: caller.uid, updatedAt: FieldValue.serverTimestamp() });
  // The audit records the size, not the words: the log is for who and when.
  await logAdminAction(caller, 'comments.blockedWords', 'moderation/blockedWords', { count: unique.length });
  return { words: unique };
});
