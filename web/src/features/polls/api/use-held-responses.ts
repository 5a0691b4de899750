import { onSnapshot, query, where } from 'firebase/firestore';
import { useSnapshot } from '@/lib/use-snapshot';
import { liveResponsesOf } from './poll-refs';
import { toLiveResponseView, type LiveResponseView } from './open-answer-view';

/** Admin: a live question's answers held for review (a blocked word), live. */
export function useHeldResponses(pollId: string) {
  return useSnapshot<LiveResponseView[]>(pollId, (onData, onError) =>
    onSnapshot(
      query(liveResponsesOf(pollId), where('status', '==', 'held')),
      (snapshot) => onData(snapshot.docs.map(toLiveResponseView)),
      onError,
    ),
  );
}
