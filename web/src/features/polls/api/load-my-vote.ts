import type { VoteDoc } from '@civic/domain';
import { getDoc } from 'firebase/firestore';
import { voteRef } from './poll-refs';

/** The user's own vote in a poll (null before voting), read once. */
export async function loadMyVote(pollId: string, uid: string): Promise<VoteDoc | null> {
  const vote = await getDoc(voteRef(pollId, uid));
  return vote.exists() ? (vote.data() as VoteDoc) : null;
}
