import { because } from '@civic/domain';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { db } from '../platform/app.js';
import { logAdminAction } from '../platform/audit.js';
import { defineCallable } from '../platform/callable.js';
import { eventRef, liveLockRef } from './lib/eventRecord.js';

/**
 * Admin only: makes the event live. At most one event is live: the transaction reads the lock
 * document `liveLock/current` and writes it with the event, so two admins pressing Go live on two
 * events at once conflict on the lock — Firestore retries the loser, which then sees the winner
 * and is refused. (A query for `status == 'live'` would not do: it cannot lock documents that do
 * not match yet, so both transactions could pass.)
 */
export const goLive = defineCallable('goLive', { roles: ['admin'] }, async ({ eventId }, caller) => {
  const ref = eventRef(eventId);
  const lockRef = liveLockRef();
  const wentLiveAt = await db.runTransaction(async (tx) => {
    const [event, lock] = await Promise.all([tx.get(ref), tx.get(lockRef)]);
    if (!event.exists) throw new HttpsError('not-found', `No event ${eventId}.`);
    const status = event.get('status') as string;
    if (status === 'live')
      throw new HttpsError('aborted', 'This event is already live.', because('event-already-live'));
    if (status === 'ended')
      throw new HttpsError(
        'aborted',
        'This event has ended; create a new one to go live again.',
        because('event-ended'),
      );
    const liveId = lock.get('eventId') as string | null | undefined;
    if (liveId) {
      const live = await tx.get(eventRef(liveId));
      const title = (live.get('title') as string | undefined) ?? liveId;
      if (live.get('status') === 'live')
        throw new HttpsError('aborted', `"${title}" is live: end it first.`, because('another-event-live'));
    }
    const now = Timestamp.now();
    tx.update(ref, {
      status: 'live',
      wentLiveAt: now,
      livePollId: null,
      overlay: null,
      updatedAt: FieldValue.serverTimestamp(),
    });
    tx.set(lockRef, { eventId, since: now });
    return now.toMillis();
  });
  await logAdminAction(caller, 'goLive', eventId);
  return { eventId, wentLiveAt };
});
