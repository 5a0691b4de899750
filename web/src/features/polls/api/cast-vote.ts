import { COLLECTIONS, type VoteDoc } from '@civic/domain';
import { doc, serverTimestamp, setDoc, type FieldValue } from 'firebase/firestore';
import { firestore } from '@/lib/firebase/firestore';

export const voteRef = (pollId: string, uid: string) =>
  doc(firestore, COLLECTIONS.polls, pollId, COLLECTIONS.votes, uid);

/**
 * Casts the signed-in user's vote. The rules decide: once per user (the document is keyed by
 * uid and can never be updated or deleted), an existing option, while the poll is open.
 */
export function castVote(pollId: string, uid: string, optionId: string): Promise<void> {
  return setDoc(voteRef(pollId, uid), { optionId, votedAt: serverTimestamp() } satisfies VoteDoc<FieldValue>);
}
