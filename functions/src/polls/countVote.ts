import { COLLECTIONS, shardFor, tallyShardsOf, type PollDoc } from '@civic/domain';
import { FieldValue } from 'firebase-admin/firestore';
import { db } from '../platform/app.js';
import { defineTrigger } from '../platform/trigger.js';
import { pollRef } from './lib/pollRecord.js';
import { publishResultsAfterCount } from './lib/resultsPulse.js';

/**
 * Adds a new vote to its poll's sharded tally (design: domain/src/poll.ts), among the poll's own
 * shards (`audience.tallyShards`, fixed when it was pushed: docs/scale.md).
 * Exactly once even when the trigger is delivered twice or retried after a failure: the
 * transaction reads the vote, and only a vote not yet marked `counted` increments a shard —
 * marking and incrementing commit together or not at all.
 */
export async function countVote(pollId: string, uid: string): Promise<'counted' | 'already-counted' | 'skipped'> {
  const poll = pollRef(pollId);
  const vote = poll.collection(COLLECTIONS.votes).doc(uid);
  return db.runTransaction(async (tx) => {
    const [voteSnap, pollSnap] = await Promise.all([tx.get(vote), tx.get(poll)]);
    // A poll deleted meanwhile: recreating its shards would leave orphans behind.
    if (!voteSnap.exists || !pollSnap.exists) return 'skipped';
    if (voteSnap.get('counted') === true) return 'already-counted';
    const optionId = voteSnap.get('optionId') as string;
    const shard = poll
      .collection(COLLECTIONS.tallyShards)
      .doc(String(shardFor(uid, tallyShardsOf(pollSnap.data() as PollDoc))));
    tx.set(shard, { counts: { [optionId]: FieldValue.increment(1) } }, { merge: true });
    tx.update(vote, { counted: true, countedAt: FieldValue.serverTimestamp() });
    return 'counted';
  });
}

export const onVoteCreated = defineTrigger(
  'onVoteCreated',
  'created',
  // Retry: a lost run would leave the tally one vote short for good, and a rerun counts nothing
  // twice (the vote is marked `counted` in the increment's transaction).
  { document: `${COLLECTIONS.polls}/{pollId}/${COLLECTIONS.votes}/{uid}`, retry: true },
  async (event) => {
    const { pollId, uid } = event.params;
    // A rerun after a count whose publication was lost publishes it too.
    if ((await countVote(pollId, uid)) === 'skipped') return;
    const counted = await pollRef(pollId).collection(COLLECTIONS.votes).doc(uid).get();
    // The vote's last write is its `counted` mark, committed with the shard's increment.
    if (counted.updateTime) await publishResultsAfterCount(pollRef(pollId), counted.updateTime);
  },
);
