import { onSnapshot } from 'firebase/firestore';
import { cameraIceServers } from '../config';
import { peerRef } from '../api/camera-refs';
import { clearConnection } from '../api/clear-connection';
import { openSignalChannel } from '../api/open-signal-channel';
import { perfectNegotiation } from './perfect-negotiation';

export interface ViewerLink {
  /** Leaves: closes the connection and deletes this viewer's signalling. */
  leave(): Promise<void>;
}

/**
 * A viewer's side of the camera broadcast, once joinCameraBroadcast gave them a place: a
 * receive-only RTCPeerConnection, the polite side of perfect negotiation. A failed connection
 * restarts ICE (negotiated like any other change); a peer document that disappears means the
 * broadcaster dropped this viewer or the broadcast ended.
 */
export function connectViewer(options: {
  eventId: string;
  viewerUid: string;
  /** The connection joinCameraBroadcast gave this viewer. */
  joinId: string;
  onStream: (stream: MediaStream) => void;
  onState: (state: RTCPeerConnectionState | 'dropped') => void;
  onError: (error: unknown) => void;
}): ViewerLink {
  const { eventId, viewerUid, joinId, onError } = options;
  const pc = new RTCPeerConnection({ iceServers: cameraIceServers });
  // The negotiation's first message goes out in a later task, after `channel` exists.
  const negotiation = perfectNegotiation(pc, { polite: true, send: (signal) => channel.send(signal), onError });
  const channel = openSignalChannel({
    eventId,
    viewerUid,
    joinId,
    side: 'viewer',
    onSignal: negotiation.receive,
    onError,
  });

  pc.ontrack = ({ track, streams }) => options.onStream(streams[0] ?? new MediaStream([track]));
  pc.onconnectionstatechange = () => {
    if (pc.connectionState === 'failed') pc.restartIce();
    options.onState(pc.connectionState);
  };
  let seenPeer = false;
  const unsubscribe = onSnapshot(
    peerRef(eventId, viewerUid),
    (snapshot) => {
      if (snapshot.exists()) seenPeer = true;
      else if (seenPeer) options.onState('dropped');
    },
    onError,
  );

  let left = false;
  return {
    async leave() {
      if (left) return;
      left = true;
      unsubscribe();
      channel.close();
      pc.close();
      await clearConnection(eventId, viewerUid);
    },
  };
}
