import { COLLECTIONS, EVENT_NOT_LIVE, because, type PollAudienceSettings, type TimelineDoc } from '@civic/domain';
import { FieldValue, type Timestamp } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { db } from '../platform/app.js';
import { logAdminAction } from '../platform/audit.js';
import { defineCallable } from '../platform/callable.js';
import { pollRef } from '../polls/lib/pollRecord.js';
import { settingsToOpenIn } from './lib/audience.js';
import { eventRef } from './lib/eventRecord.js';

/**
 * Admin only: pushes an open poll live in the room of the live event (every viewer's room hears
 * of it at once: they listen to the event document; each shows the ballot at its own offset after
 * `livePollAt`, the push's moment, when the poll has a ballot spread), or clears it with null. A results overlay of
 * another poll is taken down with the change. The poll pushed stays on the event as `lastPollId`,
 * so the room can show its final results once the event has ended. Each push and clear is kept on
 * the event's timeline at the same server time, so a replay shows the poll when it was pushed
 * (docs/replays.md, "The timeline").
 *
 * Pushed the first time, a poll or live question is sized for the event's audience (its tally
 * shards, the ballot's spread: docs/scale.md, "Settings from the expected audience") and keeps
 * those settings from then on. One that already counted answers keeps the deployed configuration:
 * a live question's hide subtracts from the shard the answer was added to, found from the shard
 * count, so the count must not change under counted answers.
 */
export const setLivePoll = defineCallable('setLivePoll', { roles: ['admin'] }, async ({ eventId, pollId }, caller) => {
  const ref = eventRef(eventId);
  await db.runTransaction(async (tx) => {
    const event = await tx.get(ref);
    if (!event.exists) throw new HttpsError('not-found', `No event ${eventId}.`);
    if (event.get('status') !== 'live') throw new HttpsError('aborted', 'This event is not live.', EVENT_NOT_LIVE);
    let sizing: PollAudienceSettings | null = null;
    if (pollId) {
      const [poll, counted] = await Promise.all([
        tx.get(pollRef(pollId)),
        tx.get(pollRef(pollId).collection(COLLECTIONS.tallyShards).limit(1)),
      ]);
      if (!poll.exists) throw new HttpsError('not-found', `No poll ${pollId}.`);
      const now = Date.now();
      const open =
        poll.get('published') === true &&
        (poll.get('opensAt') as Timestamp).toMillis() <= now &&
        now < (poll.get('closesAt') as Timestamp).toMillis();
      if (!open) throw new HttpsError('aborted', 'Only an open poll can be pushed live.', because('poll-not-open'));
      if (poll.get('audience') == null && counted.empty) sizing = (await settingsToOpenIn(tx, event)).poll;
    }
    const overlay = event.get('overlay') as { pollId?: string } | null;
    if (pollId && sizing) tx.update(pollRef(pollId), { audience: sizing });
    const at = FieldValue.serverTimestamp();
    const pushed = event.get('livePollId') !== pollId;
    tx.update(ref, {
      livePollId: pollId,
      // The push's moment, from which each room counts its ballot's offset; a doubled request keeps it.
      ...(pushed ? { livePollAt: pollId ? at : null } : {}),
      ...(pollId ? { lastPollId: pollId } : {}),
      ...(overlay && overlay.pollId !== pollId ? { overlay: null } : {}),
      updatedAt: at,
    });
    // Pushing the poll already live (a doubled request) is no new moment.
    if (pushed) {
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
