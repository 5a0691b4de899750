import { z } from 'zod';
import { documentIdSchema } from './payload-schemas.js';

/**
 * The in-app camera: an administrator's browser broadcasts to each viewer over its own WebRTC
 * peer connection, with Firestore as the signalling channel (docs/camera.md).
 *
 *   events/{eventId}/camera/broadcast          the broadcast now on (admin writes; viewers read)
 *   events/{eventId}/camera/slots              which viewers hold a place (server only)
 *   events/{eventId}/peers/{viewerUid}         one connection, created by joinCameraBroadcast
 *     ├─ toViewer/{seq}                         signals the broadcaster sends to that viewer
 *     └─ toBroadcaster/{seq}                    signals the viewer sends to the broadcaster
 *
 * Only the two parties of a connection read or write its documents (firestore.rules, camera
 * section). Peer-to-peer fan-out costs the broadcaster one upload per viewer, so the number of
 * viewers is capped on the server (joinCameraBroadcast); large audiences belong on an HLS source.
 */
export const CAMERA_PATHS = {
  /** Subcollection of an event holding the BROADCAST_DOC and SLOTS_DOC. */
  camera: 'camera',
  broadcastDoc: 'broadcast',
  slotsDoc: 'slots',
  /** Subcollection of an event: one document per viewer connection, keyed by the viewer's uid. */
  peers: 'peers',
  toViewer: 'toViewer',
  toBroadcaster: 'toBroadcaster',
} as const;

/** Default viewer cap: about what one home uplink carries at ~1.5 Mbit/s per viewer. */
export const CAMERA_VIEWER_CAP_DEFAULT = 8;
export const CAMERA_VIEWER_CAP_MAX = 16;

export const CAMERA_LIMITS = {
  /** A Chromium offer with audio and video is ~5 KB; this leaves room, never megabytes. */
  sdpMax: 32_000,
  candidateMax: 1024,
  /** Signals per direction and connection (doc id = seq), so a party cannot flood the other. */
  signalsMax: 500,
  broadcastIdMax: 64,
} as const;

/** `events/{eventId}/camera/broadcast`. A new broadcastId means a new broadcast: viewers rejoin. */
export interface CameraBroadcastDoc<TTime = unknown> {
  broadcastId: string;
  broadcasterUid: string;
  viewerCap: number;
  startedAt: TTime;
}

/** `events/{eventId}/camera/slots`: written only by joinCameraBroadcast, inside its transaction. */
export interface CameraSlotsDoc {
  broadcastId: string;
  viewerUids: string[];
}

/** `events/{eventId}/peers/{viewerUid}`. `joinId` changes each time the viewer (re)joins. */
export interface CameraPeerDoc<TTime = unknown> {
  broadcastId: string;
  broadcasterUid: string;
  joinId: string;
  joinedAt: TTime;
}

export interface SessionDescriptionSignal {
  type: 'offer' | 'answer';
  sdp: string;
}
export interface IceCandidateSignal {
  candidate: string;
  sdpMid: string | null;
  sdpMLineIndex: number | null;
  usernameFragment: string | null;
}

/** What one party sends the other (the W3C perfect-negotiation "signaler" message). */
export type CameraSignal = { description: SessionDescriptionSignal } | { candidate: IceCandidateSignal };

/**
 * A signal document: its id is `signalDocId(joinId, seq)`; each sender counts from 0 per
 * connection. `joinId` names the connection (the peer document's): the rules refuse a signal of an
 * earlier connection, so a write the browser sends late, after the viewer rejoined, cannot land in
 * the new one.
 */
export type CameraSignalDoc<TTime = unknown> = CameraSignal & { seq: number; joinId: string; sentAt: TTime };

/**
 * A signal's document id: its connection and its number. Each connection writes at paths of its
 * own, never where a previous connection's deleted signals were: a listener that cached "no
 * document" at such a path can drop a document re-created there (docs/camera.md, "Restart").
 */
export const signalDocId = (joinId: string, seq: number) => `${joinId}-${seq}`;

export const joinCameraBroadcastRequest = z.object({
  eventId: documentIdSchema('event id'),
});
export interface JoinCameraBroadcastResponse {
  broadcastId: string;
  joinId: string;
  viewerCap: number;
}

/** The message a viewer beyond the cap sees (the callable's resource-exhausted error). */
export function cameraFullMessage(viewerCap: number): string {
  return (
    `This camera broadcast is full: it reaches at most ${viewerCap} viewer${viewerCap === 1 ? '' : 's'} ` +
    'at a time. Try again in a moment, or ask the organisers to stream through a video service.'
  );
}
