import {
  cameraFullMessage,
  type CameraBroadcastDoc,
  type CameraSlotsDoc,
  type RefusalDetails,
  because,
  EVENT_NOT_LIVE,
} from '@civic/domain';
import { FieldValue } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { randomUUID } from 'node:crypto';
import { db } from '../platform/app.js';
import { defineCallable } from '../platform/callable.js';
import { cameraRefs } from './lib/signallingRefs.js';

/**
 * A signed-in viewer asks for a place in the camera broadcast. The viewer cap is enforced here, in
 * one transaction over the slots document (rules let no client create a peer document), so ten
 * viewers pressing at once still get exactly `viewerCap` places. A slot whose peer document is
 * gone (the viewer left, or the broadcaster dropped a dead connection) is free again. A viewer who
 * rejoins (a reload) gets a fresh connection: their old signals are deleted first.
 */
export const joinCameraBroadcast = defineCallable(
  'joinCameraBroadcast',
  { roles: ['user'] },
  async ({ eventId }, caller) => {
    const refs = cameraRefs(eventId);
    const own = refs.peers.doc(caller.uid);
    if ((await own.get()).exists) await db.recursiveDelete(own);

    return db.runTransaction(async (tx) => {
      const [event, broadcast, slots] = await Promise.all([
        tx.get(refs.event),
        tx.get(refs.broadcast),
        tx.get(refs.slots),
      ]);
      if (!event.exists) throw new HttpsError('not-found', 'This event does not exist.');
      if (event.get('status') !== 'live') throw new HttpsError('aborted', 'This event is not live.', EVENT_NOT_LIVE);
      if (event.get('source.kind') !== 'camera') {
        throw new HttpsError(
          'aborted',
          'This event is not streamed from the in-app camera.',
          because('not-camera-event'),
        );
      }
      if (!broadcast.exists)
        throw new HttpsError('aborted', 'The camera broadcast has not started yet.', because('camera-not-started'));
      const { broadcastId, broadcasterUid, viewerCap } = broadcast.data() as CameraBroadcastDoc;

      const held =
        slots.exists && (slots.data() as CameraSlotsDoc).broadcastId === broadcastId
          ? (slots.data() as CameraSlotsDoc).viewerUids.filter((uid) => uid !== caller.uid)
          : [];
      const peers = held.length ? await tx.getAll(...held.map((uid) => refs.peers.doc(uid))) : [];
      const taken = peers.filter((p) => p.exists && p.get('broadcastId') === broadcastId).map((p) => p.id);
      if (taken.length >= viewerCap) {
        throw new HttpsError('resource-exhausted', cameraFullMessage(viewerCap), {
          reason: 'camera-full',
          viewerCap,
        } satisfies RefusalDetails);
      }

      const joinId = randomUUID();
      tx.set(refs.slots, { broadcastId, viewerUids: [...taken, caller.uid] } satisfies CameraSlotsDoc);
      tx.create(own, { broadcastId, broadcasterUid, joinId, joinedAt: FieldValue.serverTimestamp() });
      return { broadcastId, joinId, viewerCap };
    });
  },
);
