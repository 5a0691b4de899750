import type { VoteDoc } from '@civic/domain';
import { onSnapshot } from 'firebase/firestore';
import { useSnapshot } from '@/lib/use-snapshot';
import { voteRef } from './poll-refs';

/** The user's own vote in a poll (null before voting), live. */
export function useMyVote(pollId: string, uid: string) {
  return useSnapshot<VoteDoc | null>(`${pollId}:${uid}`, (onData, onError) =>
    onSnapshot(
      voteRef(pollId, uid),
      (snapshot) => onData(snapshot.exists() ? (snapshot.data() as VoteDoc) : null),
      onError,
    ),
  );
}
