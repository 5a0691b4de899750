import { EVENT_NOT_LIVE, because } from '@civic/domain';
import { FieldValue } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { db } from '../platform/app.js';
import { logAdminAction } from '../platform/audit.js';
import { defineCallable } from '../platform/callable.js';
import { eventRef } from './lib/eventRecord.js';

/**
 * Admin only: shows the live poll's results over the stream for every viewer, or takes the
 * overlay down (null). Only the poll that is live in the room can be overlaid.
 */
export const setOverlay = defineCallable('setOverlay', { roles: ['admin'] }, async ({ eventId, overlay }, caller) => {
  const ref = eventRef(eventId);
  await db.runTransaction(async (tx) => {
    const event = await tx.get(ref);
    if (!event.exists) throw new HttpsError('not-found', `No event ${eventId}.`);
    if (event.get('status') !== 'live') throw new HttpsError('aborted', 'This event is not live.', EVENT_NOT_LIVE);
    if (overlay && overlay.pollId !== event.get('livePollId')) {
      throw new HttpsError(
        'aborted',
        'Only the poll that is live in the room can be shown on the stream.',
        because('poll-not-in-room'),
      );
    }
    tx.update(ref, { overlay, updatedAt: FieldValue.serverTimestamp() });
  });
  await logAdminAction(caller, 'setOverlay', eventId, { overlay });
  return { eventId, overlay };
});
