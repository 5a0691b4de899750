import {
  COLLECTIONS,
  REACTION_IDS,
  REACTION_PULSE_MS,
  STATS_REACTIONS_DOC,
  STATS_REACTIONS_LEASE_DOC,
  type PublishReactionsResponse,
  type ReactionId,
  type ReactionPulseDoc,
  EVENT_NOT_LIVE,
  REPLAY_LIMITS,
  reactionsMomentId,
  type TimelineDoc,
} from '@civic/domain';
import { AggregateField, Timestamp, type DocumentReference } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { db } from '../../platform/app.js';
import { claimLease, notBefore, waitForLease } from '../../platform/pulseLease.js';
import { lostToContention } from '../../platform/transactionErrors.js';
import { eventRef } from './eventRecord.js';

const pulseRef = (event: DocumentReference) => event.collection(COLLECTIONS.stats).doc(STATS_REACTIONS_DOC);
/** Who may write the pulse next: `{ at }`, the commit time of the last claim. Written only here. */
const leaseRef = (event: DocumentReference) => event.collection(COLLECTIONS.stats).doc(STATS_REACTIONS_LEASE_DOC);

/**
 * The exact totals: `sum()` of each emoji over every viewer's own counters. Those documents are
 * the shards (each takes at most one write a second, by rule), so there is no shared counter to
 * keep in step, and a recount can never count a reaction twice or miss one committed before it
 * started. Billed as one read per 1 000 index entries per sum: about 50 reads per pulse at 10 000
 * viewers. One aggregation request per emoji: the Firestore emulator answers 0 to every field of a
 * request holding several sums over a subcollection (a single sum is right).
 */
export async function sumReactions(event: DocumentReference): Promise<Record<ReactionId, number>> {
  const sums = await Promise.all(
    REACTION_IDS.map((id) =>
      event
        .collection(COLLECTIONS.reactions)
        .aggregate({ total: AggregateField.sum(`counts.${id}`) })
        .get(),
    ),
  );
  return Object.fromEntries(REACTION_IDS.map((id, i) => [id, sums[i]!.data().total ?? 0])) as Record<
    ReactionId,
    number
  >;
}

const throttled = (retryInMs: number): PublishReactionsResponse => ({ state: 'throttled', retryInMs });

/**
 * Makes sure the room's pulse counts the caller's last reaction, without waiting for anything.
 * A pulse that already does is left alone. Otherwise the caller claims the publishing lease —
 * one small document, taken at most once per REACTION_PULSE_MS — and writes the exact totals; a
 * caller who finds the lease taken less than a pulse ago is told when to ask again.
 *
 * The lease is taken with an optimistic write (update on its last update time, or create), not a
 * transaction: however many viewers ask in the same instant, exactly one write succeeds and the
 * others learn it at once, with no lock held while the sums are read. (The first design summed
 * inside a transaction over the pulse, holding its lock while five aggregations ran: askers
 * queued behind it or lost to contention.) The lease's commit time is the pulse's `through`:
 * every reaction committed before it is in sums read after it. Most calls end at the first plain
 * reads (already included, or too soon). See docs/live-events.md, "Reactions".
 */
export async function publishReactionTotals(eventId: string, uid: string): Promise<PublishReactionsResponse> {
  const event = eventRef(eventId);
  const [eventSnap, own, pulse, lease] = await Promise.all([
    event.get(),
    event.collection(COLLECTIONS.reactions).doc(uid).get(),
    pulseRef(event).get(),
    leaseRef(event).get(),
  ]);
  if (!eventSnap.exists) throw new HttpsError('not-found', `No event ${eventId}.`);
  if (eventSnap.get('status') !== 'live') throw new HttpsError('aborted', 'This event is not live.', EVENT_NOT_LIVE);
  // No reaction of the caller's: nothing of theirs to count.
  if (!own.exists || !own.updateTime) return { state: 'included', retryInMs: 0 };
  const through = pulse.get('through') as Timestamp | undefined;
  if (through && notBefore(through, own.updateTime)) return { state: 'included', retryInMs: 0 };
  const wait = waitForLease(lease.get('at') as Timestamp | undefined, REACTION_PULSE_MS, Date.now());
  if (wait > 0) return throttled(wait);

  const claimedAt = await claimLease(lease);
  if (!claimedAt) return throttled(REACTION_PULSE_MS);
  await writePulse(event, { totals: await sumReactions(event), through: claimedAt, at: claimedAt });
  return { state: 'published', retryInMs: 0 };
}

/**
 * Writes the pulse unless a later one is already there: a lease holder whose sums were slow must
 * not replace the totals of the holder after it. At most one writer a pulse, so the transaction
 * meets no contention worth the name; should it lose anyway, the totals of the pulse that won are
 * at least as recent.
 */
export async function writePulse(event: DocumentReference, pulse: ReactionPulseDoc<Timestamp>): Promise<void> {
  try {
    await db.runTransaction(async (tx) => {
      const current = (await tx.get(pulseRef(event))).get('through') as Timestamp | undefined;
      if (current && notBefore(current, pulse.through)) return;
      tx.set(pulseRef(event), pulse);
      // The replay's reaction density (docs/replays.md): the running totals at the bucket's last pulse.
      const bucket = reactionsMomentId(pulse.through.toMillis(), REPLAY_LIMITS.reactionBucketMs);
      tx.set(event.collection(COLLECTIONS.timeline).doc(bucket), {
        kind: 'reactions',
        totals: pulse.totals,
        at: pulse.through,
      } satisfies TimelineDoc<Timestamp>);
    });
  } catch (error) {
    if (!lostToContention(error)) throw error;
  }
}

/**
 * The event ended (endEvent): no reaction is accepted any more, so one last pulse makes the totals
 * final, counting the reactions of viewers who left before their page asked for a pulse.
 */
export async function publishFinalReactionTotals(event: DocumentReference): Promise<void> {
  const through = Timestamp.now();
  await writePulse(event, { totals: await sumReactions(event), through, at: through });
}
