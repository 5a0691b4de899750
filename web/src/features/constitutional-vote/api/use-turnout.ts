import { sumTurnout, type TurnoutShardDoc } from '@civic/domain';
import { onSnapshot } from 'firebase/firestore';
import { useSnapshot } from '@/lib/use-snapshot';
import { turnoutOf } from './constitutional-vote-refs';

/** Ballots cast so far, live from the turnout counters (never how anyone voted). */
export function useTurnout(ballotId: string) {
  return useSnapshot<number>(ballotId, (onData, onError) =>
    onSnapshot(
      turnoutOf(ballotId),
      (snap) => onData(sumTurnout(snap.docs.map((d) => d.data() as TurnoutShardDoc))),
      onError,
    ),
  );
}
