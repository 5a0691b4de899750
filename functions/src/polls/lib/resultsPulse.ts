import {
  COLLECTIONS,
  POLL_RESULTS_DOC,
  POLL_RESULTS_LEASE_DOC,
  RESULTS_PULSE_MS,
  type PollResultsDoc,
} from '@civic/domain';
import { Timestamp, type DocumentReference } from 'firebase-admin/firestore';
import { setTimeout as sleep } from 'node:timers/promises';
import { db } from '../../platform/app.js';
import { claimLease, notBefore, waitForLease } from '../../platform/pulseLease.js';
import { lostToContention } from '../../platform/transactionErrors.js';

/**
 * A poll's or live question's results on a pulse (domain/src/poll.ts, RESULTS_PULSE_MS): the
 * same design as the reactions pulse (functions/src/events/lib/reactionPulse.ts) — a lease taken
 * at most once a second, the exact sums read after taking it, a write that never replaces a later
 * publication — with the counting trigger as the one who asks, since answers are counted there and
 * not on the voter's page (a voter who closes the tab at once is still published).
 */
export const resultsRef = (poll: DocumentReference) => poll.collection(COLLECTIONS.stats).doc(POLL_RESULTS_DOC);
const leaseRef = (poll: DocumentReference) => poll.collection(COLLECTIONS.stats).doc(POLL_RESULTS_LEASE_DOC);

/** A counting trigger asks at most this many times (each wait is at most a pulse). */
export const RESULTS_ASKS_MAX = 8;
/** Spread over this many ms, triggers told "too soon" together do not all ask at the same instant. */
const ASK_JITTER_MS = 200;

/** The exact sums of the poll's tally shards (at most TALLY_SHARDS documents). */
export async function sumResultShards(poll: DocumentReference): Promise<Pick<PollResultsDoc, 'counts' | 'responses'>> {
  const shards = await poll.collection(COLLECTIONS.tallyShards).get();
  const counts: Record<string, number> = {};
  let responses = 0;
  for (const shard of shards.docs) {
    responses += (shard.get('responses') as number | undefined) ?? 0;
    for (const [key, count] of Object.entries((shard.get('counts') ?? {}) as Record<string, number>)) {
      counts[key] = (counts[key] ?? 0) + count;
    }
  }
  return { counts, responses };
}

/**
 * Writes the results unless a later publication is already there: a lease holder whose shard
 * reads were slow must not replace the sums of the one after it. Each write counts one more pulse.
 */
export async function writeResults(
  poll: DocumentReference,
  sums: Pick<PollResultsDoc, 'counts' | 'responses'>,
  through: Timestamp,
): Promise<void> {
  try {
    await db.runTransaction(async (tx) => {
      const current = await tx.get(resultsRef(poll));
      const previous = current.get('through') as Timestamp | undefined;
      if (previous && notBefore(previous, through)) return;
      const results: PollResultsDoc<Timestamp> = {
        ...sums,
        through,
        at: through,
        pulses: ((current.get('pulses') as number | undefined) ?? 0) + 1,
      };
      tx.set(resultsRef(poll), results);
    });
  } catch (error) {
    // Lost to another publication: its sums are at least as recent.
    if (!lostToContention(error)) throw error;
  }
}

/**
 * After an answer was counted at `countedAt` (the commit time of its count): makes sure a
 * published result includes it. Already included — done. Otherwise the caller takes the lease and
 * publishes, or, the lease taken less than a pulse ago, waits until it may be taken and asks
 * again; the last answer of a burst is therefore always published, at most a pulse late.
 */
export async function publishResultsAfterCount(
  poll: DocumentReference,
  countedAt: Timestamp,
  wait: (ms: number) => Promise<unknown> = sleep,
): Promise<'included' | 'published' | 'gave-up'> {
  for (let attempt = 1; attempt <= RESULTS_ASKS_MAX; attempt++) {
    const [results, lease] = await Promise.all([resultsRef(poll).get(), leaseRef(poll).get()]);
    const through = results.get('through') as Timestamp | undefined;
    if (through && notBefore(through, countedAt)) return 'included';
    const waitMs = waitForLease(lease.get('at') as Timestamp | undefined, RESULTS_PULSE_MS, Date.now());
    if (waitMs > 0) {
      await wait(waitMs + Math.random() * ASK_JITTER_MS);
      continue;
    }
    const claimedAt = await claimLease(lease);
    // Another caller took it after our count: its publication will include us; check again.
    if (!claimedAt) continue;
    await writeResults(poll, await sumResultShards(poll), claimedAt);
    return 'published';
  }
  return 'gave-up';
}

/**
 * Publishes the exact sums now, lease or not: a poll closed (its final result, shown at once), an
 * entry hidden from a word cloud, a recount. Rare admin actions, so the pulse's rate holds.
 */
export async function publishExactResults(poll: DocumentReference): Promise<void> {
  // A time before the shards are read: every count committed by then is in the sums.
  const through = Timestamp.now();
  await writeResults(poll, await sumResultShards(poll), through);
}
