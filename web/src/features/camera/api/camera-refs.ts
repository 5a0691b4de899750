import { CAMERA_PATHS, COLLECTIONS } from '@civic/domain';
import { collection, doc } from 'firebase/firestore';
import { firestore } from '@/lib/firebase/firestore';

/* Every Firestore path of the camera feature, built here only (docs/ARCHITECTURE.md, docs/camera.md). */

/** The broadcast on an event, as path segments (a server read takes them: readFromServer). */
export const broadcastPath = (eventId: string): [string, ...string[]] => [
  COLLECTIONS.events,
  eventId,
  CAMERA_PATHS.camera,
  CAMERA_PATHS.broadcastDoc,
];
export const broadcastRef = (eventId: string) => doc(firestore, ...broadcastPath(eventId));

/** One viewer's connection (its peer document) and all of an event's. */
export const peersOf = (eventId: string) => collection(firestore, COLLECTIONS.events, eventId, CAMERA_PATHS.peers);
export const peerRef = (eventId: string, viewerUid: string) =>
  doc(firestore, COLLECTIONS.events, eventId, CAMERA_PATHS.peers, viewerUid);

/** One direction of a connection's signalling, and one signal (doc id: domain signalDocId). */
export type SignalDirection = 'toViewer' | 'toBroadcaster';
export const signalsOf = (eventId: string, viewerUid: string, direction: SignalDirection) =>
  collection(peerRef(eventId, viewerUid), CAMERA_PATHS[direction]);
export const signalRef = (eventId: string, viewerUid: string, direction: SignalDirection, signalId: string) =>
  doc(signalsOf(eventId, viewerUid, direction), signalId);
