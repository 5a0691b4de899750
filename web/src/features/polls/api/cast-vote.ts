import { COLLECTIONS, type VoteDoc } from '@civic/domain';
import { doc, onSnapshot, serverTimestamp, setDoc } from 'firebase/firestore';
import { firestore } from '@/lib/firebase/firestore';
import { useSnapshot } from '@/lib/use-snapshot';

const voteRef = (pollId: string, uid: string) => doc(firestore, COLLECTIONS.polls, pollId, COLLECTIONS.votes, uid);

/**
 * Casts the signed-in user's vote. The rules decide: once per user (the document is keyed by
 * uid and can never be updated or deleted), an existing option, while the poll is open.
 */
export function castVote(pollId: string, uid: string, optionId: string): Promise<void> {
  return setDoc(voteRef(pollId, uid), { optionId, votedAt: serverTimestamp() });
}

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
