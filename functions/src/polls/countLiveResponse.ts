import { COLLECTIONS, type LiveResponseDoc, type PollDoc } from '@civic/domain';
import { db } from '../platform/app.js';
import { defineTrigger } from '../platform/trigger.js';
import { applyLiveCount, liveResponseRefs, readHiddenEntries } from './lib/liveQuestion.js';
import { publishResultsAfterCount } from './lib/resultsPulse.js';

/**
 * Adds an accepted live-question answer to the participant's tally shard (and shows an open
 * answer), exactly once as votes are (countVote.ts): the transaction reads the response and the
 * question, and only an accepted response not yet `counted` changes the shard; the mark and the
 * counts commit together. It reads the entries hidden from the cloud in the same transaction, so
 * an admin's hide and a count cannot cross (either this runs again and sees the hide, or the hide
 * finds the count in the shards).
 */
export async function countLiveResponse(
  pollId: string,
  uid: string,
): Promise<'counted' | 'already-counted' | 'not-accepted' | 'skipped'> {
  const refs = liveResponseRefs(pollId, uid);
  return db.runTransaction(async (tx) => {
    const [responseSnap, pollSnap] = await Promise.all([tx.get(refs.response), tx.get(refs.poll)]);
    if (!responseSnap.exists || !pollSnap.exists) return 'skipped';
    const response = responseSnap.data() as LiveResponseDoc;
    if (response.status !== 'accepted') return 'not-accepted';
    if (response.counted === true) return 'already-counted';
    const question = pollSnap.data() as PollDoc;
    const hidden = await readHiddenEntries(tx, refs.poll, question);
    applyLiveCount(tx, refs, response, hidden, 1, question);
    return 'counted';
  });
}

export const onLiveResponseCreated = defineTrigger(
  'onLiveResponseCreated',
  'created',
  // Retry: a lost run would leave the counts one answer short for good, and a rerun counts
  // nothing twice (the `counted` mark is written with the increment).
  { document: `${COLLECTIONS.polls}/{pollId}/${COLLECTIONS.liveResponses}/{uid}`, retry: true },
  async (event) => {
    const outcome = await countLiveResponse(event.params.pollId, event.params.uid);
    if (outcome !== 'counted' && outcome !== 'already-counted') return;
    const refs = liveResponseRefs(event.params.pollId, event.params.uid);
    // The response's last write is its `counted` mark, committed with the shard's increment.
    const counted = await refs.response.get();
    if (counted.updateTime) await publishResultsAfterCount(refs.poll, counted.updateTime);
  },
);
