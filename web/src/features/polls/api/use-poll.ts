import { onSnapshot } from 'firebase/firestore';
import { useSnapshot } from '@/lib/use-snapshot';
import { pollRef } from './poll-refs';
import { toPollView, type PollView } from './poll-view';

/** One poll by id, live (null when it does not exist or was deleted). */
export function usePoll(pollId: string) {
  return useSnapshot<PollView | null>(pollId, (onData, onError) =>
    onSnapshot(pollRef(pollId), (snapshot) => onData(snapshot.exists() ? toPollView(snapshot) : null), onError),
  );
}
