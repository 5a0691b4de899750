import type { BallotRecordSummary } from '@civic/domain';
import { onSnapshot } from 'firebase/firestore';
import { useSnapshot } from '@/lib/use-snapshot';
import { recordRef } from './constitutional-vote-refs';

/** The published totals (readable only once the ballot is published). */
export function useRecordSummary(ballotId: string) {
  return useSnapshot<BallotRecordSummary | null>(ballotId, (onData, onError) =>
    onSnapshot(
      recordRef(ballotId, 'summary'),
      (snap) => onData(snap.exists() ? (snap.data() as BallotRecordSummary) : null),
      onError,
    ),
  );
}
