import type { CensusEntryDoc } from '@civic/domain';
import { onSnapshot } from 'firebase/firestore';
import { useSnapshot } from '@/lib/use-snapshot';
import { censusEntryRef } from './constitutional-vote-refs';

/** The signed-in voter's own census entry, live: whether they have voted. */
export function useMyCensusEntry(ballotId: string, uid: string) {
  return useSnapshot<CensusEntryDoc | null>(`${ballotId}:${uid}`, (onData, onError) =>
    onSnapshot(
      censusEntryRef(ballotId, uid),
      (snap) => onData(snap.exists() ? (snap.data() as CensusEntryDoc) : null),
      onError,
    ),
  );
}
