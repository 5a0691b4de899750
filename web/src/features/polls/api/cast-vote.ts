import type { VoteDoc } from '@civic/domain';
import { serverTimestamp, setDoc, type FieldValue } from 'firebase/firestore';
import { voteRef } from './poll-refs';

/**
 * Casts the signed-in user's vote. The rules decide: once per user (the document is keyed by
 * uid and can never be updated or deleted), an existing option, while the poll is open.
 */
export function castVote(pollId: string, uid: string, optionId: string): Promise<void> {
  return setDoc(voteRef(pollId, uid), { optionId, votedAt: serverTimestamp() } satisfies VoteDoc<FieldValue>);
}
