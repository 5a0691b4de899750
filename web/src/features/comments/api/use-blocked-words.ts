import { onSnapshot } from 'firebase/firestore';
import { useSnapshot } from '@/lib/use-snapshot';
import { blockedWordsRef } from './comment-refs';

/** The blocked-words list (admins only), live. */
export function useBlockedWords() {
  return useSnapshot<string[]>('blocked-words', (onData, onError) =>
    onSnapshot(blockedWordsRef(), (snapshot) => onData((snapshot.get('words') as string[] | undefined) ?? []), onError),
  );
}
