import { COLLECTIONS, type VoteDoc } from '@civic/domain';
import { doc, onSnapshot } from 'firebase/firestore';
import { firestore } from '@/lib/firebase/firestore';
import { useSnapshot } from '@/lib/use-snapshot';

/** The user's vote document (its id is the voter's uid). */
const voteRef = (pollId: string, uid: string) => doc(firestore, COLLECTIONS.polls, pollId, COLLECTIONS.votes, uid);

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
