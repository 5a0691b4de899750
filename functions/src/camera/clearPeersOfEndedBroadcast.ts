import { CAMERA_PATHS, COLLECTIONS, type CameraBroadcastDoc } from '@civic/domain';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { db } from '../app.js';
import { cameraRefs } from './signallingRefs.js';

/**
 * Deletes the signalling of every connection that does not belong to `keepBroadcastId` (all of
 * them when null), subcollections included. The browsers clean up after themselves; this is the
 * server's guarantee for a closed tab or a crashed broadcaster.
 */
export async function clearPeers(eventId: string, keepBroadcastId: string | null): Promise<void> {
  const { peers } = cameraRefs(eventId);
  // The whole collection, so signals whose peer document is already gone go too.
  if (keepBroadcastId === null) return db.recursiveDelete(peers);
  const all = await peers.get();
  const stale = all.docs.filter((peer) => peer.get('broadcastId') !== keepBroadcastId);
  await Promise.all(stale.map((peer) => db.recursiveDelete(peer.ref)));
}

/** A broadcast stopped or replaced by a new one: its connections go. */
export const clearPeersOfEndedBroadcast = onDocumentWritten(
  `${COLLECTIONS.events}/{eventId}/${CAMERA_PATHS.camera}/${CAMERA_PATHS.broadcastDoc}`,
  async (change) => {
    const before = change.data?.before.data() as CameraBroadcastDoc | undefined;
    const after = change.data?.after.data() as CameraBroadcastDoc | undefined;
    if (!before || before.broadcastId === after?.broadcastId) return;
    await clearPeers(change.params.eventId, after?.broadcastId ?? null);
  },
);
