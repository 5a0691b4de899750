import { onSnapshot } from 'firebase/firestore';
import { useSnapshot } from '@/lib/use-snapshot';
import { toBallotView, type BallotView } from './ballot-view';
import { ballotRef } from './constitutional-vote-refs';

/** One ballot, live (its status moves from open to closed to published while people look). */
export function useBallot(ballotId: string) {
  return useSnapshot<BallotView | null>(ballotId, (onData, onError) =>
    onSnapshot(ballotRef(ballotId), (snap) => onData(snap.exists() ? toBallotView(snap) : null), onError),
  );
}
