import { COLLECTIONS } from '@civic/domain';
import { doc, onSnapshot } from 'firebase/firestore';
import { firestore } from '@/lib/firebase/firestore';
import { useSnapshot } from '@/lib/use-snapshot';
import { toPollView, type PollView } from './poll-view';

/** One poll by id, live (null when it does not exist or was deleted). */
export function usePoll(pollId: string) {
  return useSnapshot<PollView | null>(pollId, (onData, onError) =>
    onSnapshot(
      doc(firestore, COLLECTIONS.polls, pollId),
      (snapshot) => onData(snapshot.exists() ? toPollView(snapshot) : null),
      onError,
    ),
  );
}
