import type { VoteDoc } from '@civic/domain';
import { onceFirestore } from '@/lib/firebase/firestore-once';
import { voteOnce } from './poll-once-refs';

/** The user's own vote in a poll (null before voting), read once on the SDK the screen chose. */
export async function loadMyVote(pollId: string, uid: string): Promise<VoteDoc | null> {
  const sdk = await onceFirestore();
  const vote = await sdk.getDoc(voteOnce(sdk, pollId, uid));
  return vote.exists() ? (vote.data() as VoteDoc) : null;
}
