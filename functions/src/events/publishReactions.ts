import {
  COLLECTIONS,
  REACTION_IDS,
  REACTION_PULSE_MS,
  STATS_REACTIONS_DOC,
  type PublishReactionsResponse,
  type ReactionId,
  type ReactionPulseDoc,
} from '@civic/domain';
import { AggregateField, FieldValue, type DocumentReference, type Timestamp } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { db } from '../app.js';
import { defineCallable } from '../callable.js';
import { lostToContention } from '../transactionErrors.js';
import { eventRef } from './eventRecord.js';

const pulseRef = (event: DocumentReference) => event.collection(COLLECTIONS.stats).doc(STATS_REACTIONS_DOC);

/** At or after: Timestamps compared to the nanosecond. */
const notBefore = (a: Timestamp, b: Timestamp) =>
  a.seconds > b.seconds || (a.seconds === b.seconds && a.nanoseconds >= b.nanoseconds);

/**
 * The exact totals: `sum()` of each emoji over every viewer's own counters. Those documents are
 * the shards (each takes at most one write a second, by rule), so there is no shared counter to
 * keep in step, and a recount can never count a reaction twice or miss one committed before it.
 * Billed as one read per 1 000 index entries per sum: about 50 reads per pulse at 10 000 viewers.
 * One aggregation request per emoji: the Firestore emulator answers 0 to every field of a request
 * holding several sums over a subcollection (a single sum is right). `through` is the earliest of
 * the five read times: every reaction committed by then is in every sum.
 */
export async function sumReactions(event: DocumentReference) {
  const sums = await Promise.all(
    REACTION_IDS.map((id) =>
      event
        .collection(COLLECTIONS.reactions)
        .aggregate({ total: AggregateField.sum(`counts.${id}`) })
        .get(),
    ),
  );
  const totals = Object.fromEntries(REACTION_IDS.map((id, i) => [id, sums[i]!.data().total ?? 0])) as Record<
    ReactionId,
    number
  >;
  const through = sums.map((s) => s.readTime).reduce((a, b) => (notBefore(a, b) ? b : a));
  return { totals, through };
}

type Verdict = PublishReactionsResponse | 'publish';

/** Whether the pulse already counts a reaction committed at `reactedAt`, or may be rewritten now. */
function judge(pulse: Partial<ReactionPulseDoc<Timestamp>> | undefined, reactedAt: Timestamp, nowMs: number): Verdict {
  if (pulse?.through && notBefore(pulse.through, reactedAt)) return { state: 'included', retryInMs: 0 };
  const wait = pulse?.at ? pulse.at.toMillis() + REACTION_PULSE_MS - nowMs : 0;
  return wait > 0 ? { state: 'throttled', retryInMs: wait } : 'publish';
}

/**
 * Makes sure the room's pulse counts the caller's last reaction, without waiting for anything:
 * a pulse that already does is left alone; otherwise the exact totals are written at once,
 * unless a pulse went out less than REACTION_PULSE_MS ago — then the caller is told when to ask
 * again. The rewrite happens in a transaction over the pulse document, so however many viewers
 * ask together it is written at most once a second (the ~1 write/s a document sustains), and a
 * later pulse never holds older totals (its sum is read after the previous pulse committed).
 * Most calls end at the first plain read (already included, or too soon).
 */
export async function publishReactionTotals(eventId: string, uid: string): Promise<PublishReactionsResponse> {
  const event = eventRef(eventId);
  const [eventSnap, own, pulse] = await Promise.all([
    event.get(),
    event.collection(COLLECTIONS.reactions).doc(uid).get(),
    pulseRef(event).get(),
  ]);
  if (!eventSnap.exists) throw new HttpsError('not-found', `No event ${eventId}.`);
  if (eventSnap.get('status') !== 'live') throw new HttpsError('aborted', 'This event is not live.');
  // No reaction of the caller's: nothing of theirs to count.
  if (!own.exists || !own.updateTime) return { state: 'included', retryInMs: 0 };
  const reactedAt = own.updateTime;
  const first = judge(pulse.data(), reactedAt, Date.now());
  if (first !== 'publish') return first;

  return throttledOnContention(() =>
    db.runTransaction(async (tx) => {
      const current = await tx.get(pulseRef(event));
      const verdict = judge(current.data(), reactedAt, Date.now());
      if (verdict !== 'publish') return verdict;
      // Read inside the attempt, after the pulse it replaces committed: never older than that one.
      const { totals, through } = await sumReactions(event);
      tx.set(pulseRef(event), { totals, through, at: FieldValue.serverTimestamp() } satisfies ReactionPulseDoc);
      return { state: 'published', retryInMs: 0 } satisfies PublishReactionsResponse;
    }),
  );
}

/**
 * Many viewers asking in the same instant contend for the pulse document; after the SDK's own
 * retries the losers' transactions fail. Someone is publishing right now, so a loser is told to
 * ask again after a pulse, like any throttled caller — not "internal" (a full test run under load
 * answered 24 simultaneous asks with one such error).
 */
export async function throttledOnContention(
  publish: () => Promise<PublishReactionsResponse>,
): Promise<PublishReactionsResponse> {
  try {
    return await publish();
  } catch (error) {
    if (lostToContention(error)) return { state: 'throttled', retryInMs: REACTION_PULSE_MS };
    throw error;
  }
}

/**
 * The event ended (endEvent): no reaction is accepted any more, so one last pulse makes the totals
 * final, counting the reactions of viewers who left before their page asked for a pulse.
 */
export async function publishFinalReactionTotals(event: DocumentReference): Promise<void> {
  const { totals, through } = await sumReactions(event);
  await pulseRef(event).set({ totals, through, at: FieldValue.serverTimestamp() } satisfies ReactionPulseDoc);
}

/** A viewer's page, after reacting (web/src/features/events/api/reactions.ts). */
export const publishReactions = defineCallable('publishReactions', { roles: ['user'] }, ({ eventId }, caller) =>
  publishReactionTotals(eventId, caller.uid),
);
