import { CAMERA_PATHS, COLLECTIONS, signalDocId, type CameraSignal, type CameraSignalDoc } from '@civic/domain';
import {
  collection,
  deleteDoc,
  doc,
  getDocs,
  onSnapshot,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  writeBatch,
  type FirestoreError,
} from 'firebase/firestore';
import { firestore } from '@/lib/firebase/firestore';

export type Side = 'viewer' | 'broadcaster';

export const peerRef = (eventId: string, viewerUid: string) =>
  doc(firestore, COLLECTIONS.events, eventId, CAMERA_PATHS.peers, viewerUid);
const signals = (eventId: string, viewerUid: string, direction: 'toViewer' | 'toBroadcaster') =>
  collection(peerRef(eventId, viewerUid), CAMERA_PATHS[direction]);

export interface SignalChannel {
  send: (signal: CameraSignal) => void;
  close: () => void;
}

/**
 * One connection's signalling over Firestore, seen from `side`: signals go out as numbered
 * documents (doc id = signalDocId(joinId, seq), which the rules check) and come in ordered by seq, each exactly once.
 * Writes from one client reach the server in the order they were made, so the order holds.
 */
export function openSignalChannel(options: {
  eventId: string;
  viewerUid: string;
  /** The connection (the peer document's joinId): signals of any other are not ours. */
  joinId: string;
  side: Side;
  onSignal: (signal: CameraSignal) => void;
  onError: (error: FirestoreError) => void;
}): SignalChannel {
  const { eventId, viewerUid, joinId, side, onSignal, onError } = options;
  const outgoing = signals(eventId, viewerUid, side === 'viewer' ? 'toBroadcaster' : 'toViewer');
  const incoming = signals(eventId, viewerUid, side === 'viewer' ? 'toViewer' : 'toBroadcaster');
  let nextSeq = 0;
  let lastSeen = -1;
  let open = true;
  const unsubscribe = onSnapshot(
    query(incoming, orderBy('seq')),
    (snapshot) => {
      for (const change of snapshot.docChanges()) {
        if (change.type !== 'added') continue;
        const { seq, joinId: from, sentAt: _sentAt, ...signal } = change.doc.data() as CameraSignalDoc;
        if (from !== joinId || seq <= lastSeen) continue;
        lastSeen = seq;
        onSignal(signal as CameraSignal);
      }
    },
    onError,
  );
  return {
    send(signal) {
      if (!open) return;
      const seq = nextSeq++;
      setDoc(doc(outgoing, signalDocId(joinId, seq)), { ...signal, seq, joinId, sentAt: serverTimestamp() }).catch(
        onError,
      );
    },
    close() {
      open = false;
      unsubscribe();
    },
  };
}

/**
 * Deletes one connection's signalling: both directions' signals first, then the peer document, in
 * batches the rules accept (each party may delete the whole connection).
 */
export async function clearConnection(eventId: string, viewerUid: string): Promise<void> {
  const [toViewer, toBroadcaster] = await Promise.all([
    getDocs(signals(eventId, viewerUid, 'toViewer')),
    getDocs(signals(eventId, viewerUid, 'toBroadcaster')),
  ]);
  const refs = [...toViewer.docs, ...toBroadcaster.docs].map((d) => d.ref);
  for (let start = 0; start < refs.length; start += 400) {
    const batch = writeBatch(firestore);
    for (const ref of refs.slice(start, start + 400)) batch.delete(ref);
    await batch.commit();
  }
  await deleteDoc(peerRef(eventId, viewerUid));
}
