import { COLLECTIONS } from '@civic/domain';
import { onDocumentUpdated } from 'firebase-functions/v2/firestore';
import { db } from '../app.js';
import { cameraRefs } from './signallingRefs.js';

/** An event that stops being live ends its camera broadcast, whoever ended it and however. */
export const endCameraWithEvent = onDocumentUpdated(`${COLLECTIONS.events}/{eventId}`, async (change) => {
  const wasLive = change.data?.before.get('status') === 'live';
  const isLive = change.data?.after.get('status') === 'live';
  if (!wasLive || isLive) return;
  const refs = cameraRefs(change.params.eventId);
  await Promise.all([refs.broadcast.delete(), refs.slots.delete()]);
  // Nothing can start again on an event that is not live: the whole collection goes, so signals
  // whose peer document is already gone go too.
  await db.recursiveDelete(refs.peers);
});
