import { COLLECTIONS, type RequestOf, type ResponseOf } from '@civic/domain';
import { HttpsError } from 'firebase-functions/v2/https';
import { db } from '../platform/app.js';
import { logAdminAction } from '../platform/audit.js';
import { defineCallable, type Caller } from '../platform/callable.js';
import { pollRef } from './lib/pollRecord.js';

/** Admin only: deletes a poll with everything under it (votes, tally and click shards, impressions). */
export async function handleDeletePoll(
  { pollId }: RequestOf<'deletePoll'>,
  caller: Caller,
): Promise<ResponseOf<'deletePoll'>> {
  const ref = pollRef(pollId);
  const poll = await ref.get();
  if (!poll.exists) throw new HttpsError('not-found', `No poll ${pollId}.`);
  const votes = await ref.collection(COLLECTIONS.votes).count().get();
  await db.recursiveDelete(ref);
  await logAdminAction(caller, 'deletePoll', pollId, { question: poll.get('question'), votes: votes.data().count });
  return { pollId, deletedVotes: votes.data().count };
}

export const deletePoll = defineCallable('deletePoll', { roles: ['admin'], timeoutSeconds: 540 }, handleDeletePoll);
