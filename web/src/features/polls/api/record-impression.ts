import type { ImpressionDoc } from '@civic/domain';
import { getDoc, serverTimestamp, setDoc, type FieldValue } from 'firebase/firestore';
import { impressionRef } from './poll-refs';

/**
 * Records that the signed-in viewer saw an ad poll. Once per viewer per poll: the document is
 * keyed by uid and the rules refuse a second write, so a repeat view changes nothing.
 */
export async function recordImpression(pollId: string, uid: string): Promise<void> {
  const ref = impressionRef(pollId, uid);
  if ((await getDoc(ref)).exists()) return;
  await setDoc(ref, { seenAt: serverTimestamp() } satisfies ImpressionDoc<FieldValue>);
}
