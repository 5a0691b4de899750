import type { ImpressionDoc } from '@civic/domain';
import type { FieldValue } from 'firebase/firestore/lite';
import { onceFirestore } from '@/lib/firebase/firestore-once';
import { impressionOnce } from './poll-once-refs';

/**
 * Records that the signed-in viewer saw an ad poll. Once per viewer per poll: the document is
 * keyed by uid and the rules refuse a second write, so a repeat view changes nothing. On the SDK
 * the screen chose (lib/firebase/firestore-once.ts: Lite on the light dashboard).
 */
export async function recordImpression(pollId: string, uid: string): Promise<void> {
  const sdk = await onceFirestore();
  const ref = impressionOnce(sdk, pollId, uid);
  if ((await sdk.getDoc(ref)).exists()) return;
  await sdk.setDoc(ref, { seenAt: sdk.serverTimestamp() } satisfies ImpressionDoc<FieldValue>);
}
