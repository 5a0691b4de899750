import { onSnapshot, orderBy, query } from 'firebase/firestore';
import { useSnapshot } from '@/lib/use-snapshot';
import { toBallotView, type BallotView } from './ballot-view';
import { ballotsCollection } from './constitutional-vote-refs';

/** Every ballot, newest first (admins only: drafts are theirs). */
export function useAllBallots() {
  return useSnapshot<BallotView[]>('all', (onData, onError) =>
    onSnapshot(
      query(ballotsCollection(), orderBy('createdAt', 'desc')),
      (snap) => onData(snap.docs.map(toBallotView)),
      onError,
    ),
  );
}
