import {
  COLLECTIONS,
  POLL_RESULTS_DOC,
  POLL_RESULTS_LEASE_DOC,
  RESULTS_PULSE_MS,
  type PollResultsDoc,
} from '@civic/domain';
import { Timestamp, type DocumentReference } from 'firebase-admin/firestore';
import { publishAfter, publishAsFollower, writeSummary, type Publish, type Pulse } from '../../platform/pulseLease.js';

/**
 * A poll's or live question's results on a pulse (domain/src/poll.ts, RESULTS_PULSE_MS): the
 * same design as the reactions pulse (functions/src/events/lib/reactionPulse.ts) — a lease taken
 * at most once a second, the exact sums read after taking it, a write that never replaces a later
 * publication — with the counting trigger as the one who asks, since answers are counted there and
 * not on the voter's page (a voter who closes the tab at once is still published).
 */
export const resultsRef = (poll: DocumentReference) => poll.collection(COLLECTIONS.stats).doc(POLL_RESULTS_DOC);
const leaseRef = (poll: DocumentReference) => poll.collection(COLLECTIONS.stats).doc(POLL_RESULTS_LEASE_DOC);

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

/** The poll's results pulse, and how a holder of its lease publishes. */
function resultsPulse(poll: DocumentReference): { pulse: Pulse; publish: Publish } {
  return {
    pulse: { summary: resultsRef(poll), lease: leaseRef(poll), periodMs: RESULTS_PULSE_MS },
    publish: async (through) => writeSummary(resultsRef(poll), await sumResultShards(poll), through),
  };
}

/**
 * After an answer was counted at `countedAt` (the commit time of its count): makes sure a
 * published result includes it, at most a pulse late (platform/pulseLease.ts, `publishAfter`).
 */
export function publishResultsAfterCount(
  poll: DocumentReference,
  countedAt: Timestamp,
): ReturnType<typeof publishAfter> {
  const { pulse, publish } = resultsPulse(poll);
  return publishAfter(countedAt, pulse, publish);
}

/** The results lease taken at `heldAt` was followed: publish as it expires (onResultsLeaseFollowed). */
export function publishResultsAsFollower(
  poll: DocumentReference,
  heldAt: Timestamp,
): ReturnType<typeof publishAsFollower> {
  const { pulse, publish } = resultsPulse(poll);
  return publishAsFollower(heldAt, pulse, publish);
}

/**
 * Publishes the exact sums now, lease or not: a poll closed (its final result, shown at once), an
 * entry hidden from a word cloud, a recount. Rare admin actions, so the pulse's rate holds.
 */
export async function publishExactResults(poll: DocumentReference): Promise<void> {
  // A time before the shards are read: every count committed by then is in the sums.
  const through = Timestamp.now();
  await writeSummary(resultsRef(poll), await sumResultShards(poll), through);
}
