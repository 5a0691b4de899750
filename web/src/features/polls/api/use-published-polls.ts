import { onSnapshot, query, where } from 'firebase/firestore';
import { useSnapshot } from '@/lib/use-snapshot';
import { pollsCollection } from './poll-refs';
import { toPollView, type PollView } from './poll-view';

/**
 * Citizens: published polls, live. The `published == true` filter is what the rules require of a
 * citizen's query; which of them are open right now is decided against the clock by the caller.
 */
export function usePublishedPolls() {
  return useSnapshot<PollView[]>('published', (onData, onError) =>
    onSnapshot(
      query(pollsCollection(), where('published', '==', true)),
      (snapshot) => onData(snapshot.docs.map(toPollView).sort((a, b) => a.closesAtMs - b.closesAtMs)),
      onError,
    ),
  );
}
