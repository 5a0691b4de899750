import { COLLECTIONS, EVENT_NOT_LIVE, because, type TimelineDoc } from '@civic/domain';
import { FieldValue, type Timestamp } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { db } from '../platform/app.js';
import { logAdminAction } from '../platform/audit.js';
import { defineCallable } from '../platform/callable.js';
import { pollRef } from '../polls/lib/pollRecord.js';
import { eventRef } from './lib/eventRecord.js';

/**
 * Admin only: pushes an open poll live in the room of the live event (every viewer's room shows
 * it at once: they listen to the event document), or clears it with null. A results overlay of
 * another poll is taken down with the change. The poll pushed stays on the event as `lastPollId`,
 * so the room can show its final results once the event has ended. Each push and clear is kept on
 * the event's timeline at the same server time, so a replay shows the poll when it was pushed
 * (docs/replays.md, "The timeline").
 */
export const setLivePoll = defineCallable('setLivePoll', { roles: ['admin'] }, async ({ eventId, pollId }, caller) => {
  const ref = eventRef(eventId);
  await db.runTransaction(async (tx) => {
    const event = await tx.get(ref);
    if (!event.exists) throw new HttpsError('not-found', `No event ${eventId}.`);
    if (event.get('status') !== 'live') throw new HttpsError('aborted', 'This event is not live.', EVENT_NOT_LIVE);
    if (pollId) {
      const poll = await tx.get(pollRef(pollId));
      if (!poll.exists) throw new HttpsError('not-found', `No poll ${pollId}.`);
      const now = Date.now();
      const open =
        poll.get('published') === true &&
        (poll.get('opensAt') as Timestamp).toMillis() <= now &&
        now < (poll.get('closesAt') as Timestamp).toMillis();
      if (!open) throw new HttpsError('aborted', 'Only an open poll can be pushed live.', because('poll-not-open'));
    }
    const overlay = event.get('overlay') as { pollId?: string } | null;
    const at = FieldValue.serverTimestamp();
    tx.update(ref, {
      livePollId: pollId,
      ...(pollId ? { lastPollId: pollId } : {}),
      ...(overlay && overlay.pollId !== pollId ? { overlay: null } : {}),
      updatedAt: at,
    });
    // Pushing the poll already live (a doubled request) is no new moment.
    if (event.get('livePollId') !== pollId) {
      tx.create(ref.collection(COLLECTIONS.timeline).doc(), {
        kind: 'poll',
        pollId,
        at,
      } satisfies TimelineDoc<FieldValue>);
    }
  });
  await logAdminAction(caller, 'setLivePoll', eventId, { pollId });
  return { eventId, livePollId: pollId };
});
