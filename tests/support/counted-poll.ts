/**
 * A poll whose votes are already counted, written directly (fast, and deterministic: the vote
 * trigger leaves `counted` votes alone), for tests that corrupt its tallies on purpose.
 */
import { COLLECTIONS, sumTallyShards } from '@civic/domain';
import { Timestamp } from 'firebase-admin/firestore';
import { db } from './admin.js';
import { call } from './callables.js';
import type { TestClient } from './client.js';

const HOUR = 3_600_000;

/** An open poll with `votes[label]` counted votes per option, all in tally shard 7. */
export async function seedCountedPoll(
  admin: TestClient,
  votes: Record<string, number>,
  question = 'Which bridge first?',
) {
  const { pollId } = await call(admin, 'createPoll', {
    poll: {
      kind: 'poll',
      question: `${question} ${Date.now()}`,
      description: '',
      options: Object.keys(votes).map((label) => ({ label })),
      published: true,
      opensAt: Date.now() - HOUR,
      closesAt: Date.now() + HOUR,
      resultsVisibility: 'live',
      sponsor: null,
    },
  });
  const poll = db.collection(COLLECTIONS.polls).doc(pollId);
  const optionIds = (await poll.get()).get('optionIds') as string[];
  const batch = db.batch();
  const counts: Record<string, number> = {};
  Object.values(votes).forEach((n, i) => {
    const optionId = optionIds[i]!;
    counts[optionId] = n;
    for (let v = 0; v < n; v++) {
      batch.set(poll.collection(COLLECTIONS.votes).doc(`voter-${i}-${v}`), {
        optionId,
        votedAt: Timestamp.now(),
        counted: true,
      });
    }
  });
  batch.set(poll.collection(COLLECTIONS.tallyShards).doc('7'), { counts });
  await batch.commit();
  return { pollId, poll, optionIds };
}

/** What the poll's shards add up to now. */
export async function tallies(pollId: string, optionIds: string[]) {
  const shards = await db.collection(COLLECTIONS.polls).doc(pollId).collection(COLLECTIONS.tallyShards).get();
  return sumTallyShards(
    shards.docs.map((d) => d.data()),
    optionIds,
  );
}
