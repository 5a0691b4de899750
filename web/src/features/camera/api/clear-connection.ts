import { deleteDoc, getDocs, writeBatch } from 'firebase/firestore';
import { firestore } from '@/lib/firebase/firestore';
import { peerRef, signalsOf } from './camera-refs';

/**
 * Deletes one connection's signalling: both directions' signals first, then the peer document, in
 * batches the rules accept (each party may delete the whole connection).
 */
export async function clearConnection(eventId: string, viewerUid: string): Promise<void> {
  const [toViewer, toBroadcaster] = await Promise.all([
    getDocs(signalsOf(eventId, viewerUid, 'toViewer')),
    getDocs(signalsOf(eventId, viewerUid, 'toBroadcaster')),
  ]);
  const refs = [...toViewer.docs, ...toBroadcaster.docs].map((d) => d.ref);
  for (let start = 0; start < refs.length; start += 400) {
    const batch = writeBatch(firestore);
    for (const ref of refs.slice(start, start + 400)) batch.delete(ref);
    await batch.commit();
  }
  await deleteDoc(peerRef(eventId, viewerUid));
}
