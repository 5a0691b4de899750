import { EVENT_NOT_LIVE } from '@civic/domain';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { db } from '../platform/app.js';
import { logAdminAction } from '../platform/audit.js';
import { defineCallable } from '../platform/callable.js';
import { pollRef } from '../polls/lib/pollRecord.js';
import { eventRef, liveLockRef } from './lib/eventRecord.js';
import { deleteHeartbeats } from './lib/presence.js';
import { publishFinalReactionTotals } from './lib/reactionPulse.js';

/**
 * Admin only: ends the live event. In one transaction the event becomes `ended`, the lock is
 * released and its live poll closes at server time (the vote rule reads the same clock), so no
 * vote lands after the room closed. The camera broadcast stops itself when it sees the status
 * leave `live` (features/camera). The event's heartbeats are then removed, and the reaction
 * totals published one last time (final: no reaction is accepted after the end).
 */
export const endEvent = defineCallable('endEvent', { roles: ['admin'] }, async ({ eventId }, caller) => {
  const ref = eventRef(eventId);
  const lockRef = liveLockRef();
  const result = await db.runTransaction(async (tx) => {
    const [event, lock] = await Promise.all([tx.get(ref), tx.get(lockRef)]);
    if (!event.exists) throw new HttpsError('not-found', `No event ${eventId}.`);
    if (event.get('status') !== 'live') throw new HttpsError('aborted', 'This event is not live.', EVENT_NOT_LIVE);
    const livePollId = event.get('livePollId') as string | null;
    const poll = livePollId ? await tx.get(pollRef(livePollId)) : null;
    const now = Timestamp.now();
    let closedPollId: string | null = null;
    if (poll?.exists && (poll.get('closesAt') as Timestamp).toMillis() > now.toMillis()) {
      const opensAt = poll.get('opensAt') as Timestamp;
      tx.update(poll.ref, {
        closesAt: now,
        opensAt: opensAt.toMillis() > now.toMillis() ? now : opensAt,
        updatedAt: FieldValue.serverTimestamp(),
      });
      closedPollId = poll.id;
    }
    tx.update(ref, {
      status: 'ended',
      endedAt: now,
      livePollId: null,
      overlay: null,
      updatedAt: FieldValue.serverTimestamp(),
    });
    if (lock.get('eventId') === eventId) tx.set(lockRef, { eventId: null, since: null });
    return { endedAt: now.toMillis(), closedPollId };
  });
  await Promise.all([deleteHeartbeats(ref), publishFinalReactionTotals(ref)]);
  await logAdminAction(caller, 'endEvent', eventId, { closedPollId: result.closedPollId });
  return { eventId, ...result };
});
