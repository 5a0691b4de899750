import { CAMERA_PATHS, COLLECTIONS, type CameraBroadcastDoc } from '@civic/domain';
import { db } from '../platform/app.js';
import { defineTrigger } from '../platform/trigger.js';
import { cameraRefs } from './lib/signallingRefs.js';

/**
 * Deletes the connections of one ended broadcast, signals included. Only that broadcast's: this
 * trigger may run after the admin already started the next one, whose viewers must keep theirs.
 * The browsers clean up after themselves; this is the server's guarantee for a closed tab or a
 * crashed broadcaster.
 */
export async function clearPeersOf(eventId: string, broadcastId: string): Promise<void> {
  const ended = await cameraRefs(eventId).peers.where('broadcastId', '==', broadcastId).get();
  await Promise.all(
    ended.docs.map(async (peer) => {
      // The viewer may have joined the next broadcast since the query, at the same path: re-read
      // just before deleting (the join itself clears the viewer's old connection anyway).
      const now = await peer.ref.get();
      if (now.get('joinId') === peer.get('joinId')) await db.recursiveDelete(peer.ref);
    }),
  );
}

/** A broadcast stopped or replaced by a new one: its connections go. */
export const clearPeersOfEndedBroadcast = defineTrigger(
  'clearPeersOfEndedBroadcast',
  'written',
  // No retry: the browsers clear their own connections, this is the backstop for a closed tab,
  // and the event ending clears the whole collection anyway (endCameraWithEvent).
  { document: `${COLLECTIONS.events}/{eventId}/${CAMERA_PATHS.camera}/${CAMERA_PATHS.broadcastDoc}`, retry: false },
  async (change) => {
    const before = change.data?.before.data() as CameraBroadcastDoc | undefined;
    const after = change.data?.after.data() as CameraBroadcastDoc | undefined;
    if (!before || before.broadcastId === after?.broadcastId) return;
    await clearPeersOf(change.params.eventId, before.broadcastId);
  },
);
