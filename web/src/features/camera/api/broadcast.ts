import { CAMERA_PATHS, COLLECTIONS, type CameraBroadcastDoc } from '@civic/domain';
import { deleteDoc, doc, onSnapshot, serverTimestamp, setDoc, type FieldValue } from 'firebase/firestore';
import { firestore } from '@/lib/firebase/firestore';
import { readFromServer } from '@/lib/firebase/server-read';
import { useSnapshot } from '@/lib/use-snapshot';

const broadcastPath = (eventId: string): [string, ...string[]] => [
  COLLECTIONS.events,
  eventId,
  CAMERA_PATHS.camera,
  CAMERA_PATHS.broadcastDoc,
];
const broadcastRef = (eventId: string) => doc(firestore, ...broadcastPath(eventId));

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

/** Admin: the broadcast is over; the server clears every connection's signalling. */
export const withdrawBroadcast = (eventId: string) => deleteDoc(broadcastRef(eventId));

/** The broadcast on an event now (null: the camera is off), live. */
export function useBroadcast(eventId: string | null) {
  return useSnapshot<CameraBroadcastDoc | null>(eventId, (onData, onError) =>
    onSnapshot(
      broadcastRef(eventId!),
      (snapshot) => onData(snapshot.exists() ? (snapshot.data() as CameraBroadcastDoc) : null),
      onError,
    ),
  );
}

/** The broadcast on an event as the server holds it now, past the SDK's cache (see useViewerBroadcast). */
export const readBroadcastFromServer = (eventId: string) => readFromServer<CameraBroadcastDoc>(broadcastPath(eventId));
