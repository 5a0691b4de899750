import { because, COLLECTIONS } from '@civic/domain';
import { HttpsError } from 'firebase-functions/v2/https';
import { db } from '../platform/app.js';
import { logAdminAction } from '../platform/audit.js';
import { defineCallable } from '../platform/callable.js';
import { eventRef } from './lib/eventRecord.js';

/**
 * Admin only: deletes an event with its subcollections (heartbeats, reactions, samples) and its
 * comment switches and replay (`commentSettings/{eventId}`, `replays/{eventId}`, top-level documents
 * that live as long as their event: docs/privacy.md). A live event must be ended first, so viewers never lose the room under them.
 */
export const deleteEvent = defineCallable('deleteEvent', { roles: ['admin'] }, async ({ eventId }, caller) => {
  const ref = eventRef(eventId);
  const current = await ref.get();
  if (!current.exists) throw new HttpsError('not-found', `No event ${eventId}.`);
  if (current.get('status') === 'live')
    throw new HttpsError(
      'aborted',
      'This event is live: end it before deleting it.',
      because('event-live-cannot-delete'),
    );
  await db.recursiveDelete(ref);
  await db.collection(COLLECTIONS.commentSettings).doc(eventId).delete();
  // Its replay and compiled file live as long as the event (docs/privacy.md).
  await db.recursiveDelete(db.collection(COLLECTIONS.replays).doc(eventId));
  await logAdminAction(caller, 'deleteEvent', eventId);
  return { eventId };
});
