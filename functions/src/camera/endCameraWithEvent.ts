import { COLLECTIONS } from '@civic/domain';
import { db } from '../platform/app.js';
import { defineTrigger } from '../platform/trigger.js';
import { cameraRefs } from './lib/signallingRefs.js';

/** An event that stops being live ends its camera broadcast, whoever ended it and however. */
export const endCameraWithEvent = defineTrigger(
  'endCameraWithEvent',
  'updated',
  // No retry, as before: what a failed run leaves behind is inert, since the rules refuse every
  // broadcast and signal write on an event that is not live (docs/camera.md).
  { document: `${COLLECTIONS.events}/{eventId}`, retry: false },
  async (change) => {
    const wasLive = change.data?.before.get('status') === 'live';
    const isLive = change.data?.after.get('status') === 'live';
    if (!wasLive || isLive) return;
    const refs = cameraRefs(change.params.eventId);
    await Promise.all([refs.broadcast.delete(), refs.slots.delete()]);
    // Nothing can start again on an event that is not live: the whole collection goes, so signals
    // whose peer document is already gone go too.
    await db.recursiveDelete(refs.peers);
  },
);
