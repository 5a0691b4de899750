import type { CameraBroadcastDoc } from '@civic/domain';
import { serverTimestamp, setDoc, type FieldValue } from 'firebase/firestore';
import { broadcastRef } from './camera-refs';

/** Admin: announces a new broadcast (a new id: viewers of an earlier one reconnect). */
export async function announceBroadcast(eventId: string, broadcasterUid: string, viewerCap: number): Promise<string> {
  const broadcastId = crypto.randomUUID();
  await setDoc(broadcastRef(eventId), {
    broadcastId,
    broadcasterUid,
    viewerCap,
    startedAt: serverTimestamp(),
  } satisfies CameraBroadcastDoc<FieldValue>);
  return broadcastId;
}
