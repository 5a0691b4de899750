import type { VoteDoc } from '@civic/domain';
import type { FieldValue } from 'firebase/firestore/lite';
import { onceFirestore } from '@/lib/firebase/firestore-once';
import { voteOnce } from './poll-once-refs';

/**
 * Casts the signed-in user's vote. The rules decide: once per user (the document is keyed by
 * uid and can never be updated or deleted), an existing option, while the poll is open. Written
 * with the SDK the screen chose (lib/firebase/firestore-once.ts: Lite on the light dashboard).
 */
export async function castVote(pollId: string, uid: string, optionId: string): Promise<void> {
  const sdk = await onceFirestore();
  await sdk.setDoc(voteOnce(sdk, pollId, uid), {
    optionId,
    votedAt: sdk.serverTimestamp(),
  } satisfies VoteDoc<FieldValue>);
}
