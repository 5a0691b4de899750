import { signalDocId, type CameraSignal, type CameraSignalDoc } from '@civic/domain';
import { onSnapshot, orderBy, query, serverTimestamp, setDoc, type FirestoreError } from 'firebase/firestore';
import { signalRef, signalsOf } from './camera-refs';

export type Side = 'viewer' | 'broadcaster';

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
  const outgoing = side === 'viewer' ? 'toBroadcaster' : 'toViewer';
  const incoming = signalsOf(eventId, viewerUid, side === 'viewer' ? 'toViewer' : 'toBroadcaster');
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
      setDoc(signalRef(eventId, viewerUid, outgoing, signalDocId(joinId, seq)), {
        ...signal,
        seq,
        joinId,
        sentAt: serverTimestamp(),
      }).catch(onError);
    },
    close() {
      open = false;
      unsubscribe();
    },
  };
}
