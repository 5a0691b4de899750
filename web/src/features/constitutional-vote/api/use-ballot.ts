import { COLLECTIONS, sumTurnout, type CensusEntryDoc, type TurnoutShardDoc } from '@civic/domain';
import { collection, doc, onSnapshot, orderBy, query } from 'firebase/firestore';
import { firestore } from '@/lib/firebase/firestore';
import { useSnapshot } from '@/lib/use-snapshot';
import { toBallotView, type BallotView } from './ballot-view';

const ballots = () => collection(firestore, COLLECTIONS.constitutionalVotes);

/** One ballot, live (its status moves from open to closed to published while people look). */
export function useBallot(ballotId: string) {
  return useSnapshot<BallotView | null>(ballotId, (onData, onError) =>
    onSnapshot(doc(ballots(), ballotId), (snap) => onData(snap.exists() ? toBallotView(snap) : null), onError),
  );
}

/** Every ballot, newest first (admins only: drafts are theirs). */
export function useAllBallots() {
  return useSnapshot<BallotView[]>('all', (onData, onError) =>
    onSnapshot(query(ballots(), orderBy('createdAt', 'desc')), (snap) => onData(snap.docs.map(toBallotView)), onError),
  );
}

/** The signed-in voter's own census entry, live: whether they have voted. */
export function useMyCensusEntry(ballotId: string, uid: string) {
  return useSnapshot<CensusEntryDoc | null>(`${ballotId}:${uid}`, (onData, onError) =>
    onSnapshot(
      doc(ballots(), ballotId, COLLECTIONS.census, uid),
      (snap) => onData(snap.exists() ? (snap.data() as CensusEntryDoc) : null),
      onError,
    ),
  );
}

/** Ballots cast so far, live from the turnout counters (never how anyone voted). */
export function useTurnout(ballotId: string) {
  return useSnapshot<number>(ballotId, (onData, onError) =>
    onSnapshot(
      collection(ballots(), ballotId, COLLECTIONS.turnout),
      (snap) => onData(sumTurnout(snap.docs.map((d) => d.data() as TurnoutShardDoc))),
      onError,
    ),
  );
}
