import type { CameraPeerDoc } from '@civic/domain';
import { onSnapshot, query, where } from 'firebase/firestore';
import { cameraIceServers } from '../config';
import { peersOf } from '../api/camera-refs';
import { clearConnection } from '../api/clear-connection';
import { openSignalChannel, type SignalChannel } from '../api/open-signal-channel';
import { perfectNegotiation } from './perfect-negotiation';

/** How long a connection may stay "disconnected" before its place is given back. */
export const DROP_AFTER_DISCONNECTED_MS = 10_000;

export interface ViewerConnection {
  viewerUid: string;
  state: RTCPeerConnectionState;
}

interface Peer {
  joinId: string;
  pc: RTCPeerConnection;
  channel: SignalChannel;
  dropTimer?: ReturnType<typeof setTimeout>;
}

export interface Broadcaster {
  /** Swaps the camera or microphone for every viewer without renegotiating (RTCRtpSender.replaceTrack). */
  setTrack(kind: 'video' | 'audio', track: MediaStreamTrack | null): void;
  /** Closes every connection; the caller withdraws the broadcast document. */
  close(): void;
}

/**
 * The admin's side of a camera broadcast: one RTCPeerConnection per viewer whom
 * joinCameraBroadcast let in (its peer document addressed to us), each sending the same camera
 * and microphone tracks. A viewer who leaves removes their peer document; one who vanishes (a
 * closed tab) is dropped after DROP_AFTER_DISCONNECTED_MS, and their signalling deleted, which
 * frees the place for the next viewer.
 */
export function startBroadcaster(options: {
  eventId: string;
  broadcasterUid: string;
  broadcastId: string;
  tracks: { video: MediaStreamTrack | null; audio: MediaStreamTrack | null };
  onViewers: (viewers: ViewerConnection[]) => void;
  onError: (error: unknown) => void;
}): Broadcaster {
  const { eventId, broadcastId, onError } = options;
  const tracks = { ...options.tracks };
  // One stream id for both tracks, so each viewer plays picture and sound in one <video>.
  const stream = new MediaStream();
  const peers = new Map<string, Peer>();

  const report = () =>
    options.onViewers([...peers].map(([viewerUid, peer]) => ({ viewerUid, state: peer.pc.connectionState })));

  function connect(viewerUid: string, joinId: string) {
    const pc = new RTCPeerConnection({ iceServers: cameraIceServers });
    for (const kind of ['video', 'audio'] as const) {
      pc.addTransceiver(tracks[kind] ?? kind, { direction: 'sendonly', streams: [stream] });
    }
    // The negotiation's first message goes out in a later task, after `channel` exists.
    const negotiation = perfectNegotiation(pc, { polite: false, send: (signal) => channel.send(signal), onError });
    const channel = openSignalChannel({
      eventId,
      viewerUid,
      joinId,
      side: 'broadcaster',
      onSignal: negotiation.receive,
      onError,
    });
    const peer: Peer = { joinId, pc, channel };
    pc.onconnectionstatechange = () => {
      clearTimeout(peer.dropTimer);
      if (pc.connectionState === 'failed') drop(viewerUid, peer);
      if (pc.connectionState === 'disconnected') {
        peer.dropTimer = setTimeout(() => drop(viewerUid, peer), DROP_AFTER_DISCONNECTED_MS);
      }
      report();
    };
    peers.set(viewerUid, peer);
  }

  function disconnect(viewerUid: string) {
    const peer = peers.get(viewerUid);
    if (!peer) return;
    clearTimeout(peer.dropTimer);
    peer.channel.close();
    peer.pc.close();
    peers.delete(viewerUid);
  }

  function drop(viewerUid: string, peer: Peer) {
    if (peers.get(viewerUid) !== peer) return;
    disconnect(viewerUid);
    report();
    clearConnection(eventId, viewerUid).catch(onError);
  }

  const unsubscribe = onSnapshot(
    query(
      peersOf(eventId),
      where('broadcasterUid', '==', options.broadcasterUid),
      where('broadcastId', '==', broadcastId),
    ),
    (snapshot) => {
      for (const change of snapshot.docChanges()) {
        const viewerUid = change.doc.id;
        const { joinId } = change.doc.data() as CameraPeerDoc;
        if (change.type === 'removed') disconnect(viewerUid);
        else if (peers.get(viewerUid)?.joinId !== joinId) {
          // New, or rejoined (a reload): a fresh connection either way.
          disconnect(viewerUid);
          connect(viewerUid, joinId);
        }
      }
      report();
    },
    onError,
  );

  return {
    setTrack(kind, track) {
      tracks[kind] = track;
      for (const { pc } of peers.values()) {
        const sender = pc.getTransceivers().find((t) => t.receiver.track.kind === kind)?.sender;
        sender?.replaceTrack(track).catch(onError);
      }
    },
    close() {
      unsubscribe();
      for (const viewerUid of [...peers.keys()]) disconnect(viewerUid);
      report();
    },
  };
}
