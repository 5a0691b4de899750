import { CAMERA_PATHS, COLLECTIONS } from '@civic/domain';
import { db } from '../../platform/app.js';

/** Where one event's camera broadcast and its signalling live (domain/src/camera.ts). */
export function cameraRefs(eventId: string) {
  const event = db.collection(COLLECTIONS.events).doc(eventId);
  const camera = event.collection(CAMERA_PATHS.camera);
  return {
    event,
    broadcast: camera.doc(CAMERA_PATHS.broadcastDoc),
    slots: camera.doc(CAMERA_PATHS.slotsDoc),
    peers: event.collection(CAMERA_PATHS.peers),
  };
}
