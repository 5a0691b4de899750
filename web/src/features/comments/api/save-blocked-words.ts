import { callFunction } from '@/lib/firebase/functions';

export function saveBlockedWords(words: string[]) {
  return callFunction('setBlockedWords', { words });
}
