import { COLLECTIONS, type PollDoc, type RequestOf, type ResponseOf } from '@civic/domain';
import { FieldValue } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { db } from '../platform/app.js';
import { logAdminAction } from '../platform/audit.js';
import { defineCallable, type Caller } from '../platform/callable.js';
import { assignOptionIds, pollFields, pollRef, sameOptions, sameSettings } from './lib/pollRecord.js';

/**
 * Admin only: edits a poll. Once it has a vote its options are frozen (a vote must keep meaning
 * what the voter chose), and a live question's settings once it has an answer; the check and the
 * write share one transaction so they see the same state.
 */
export async function handleUpdatePoll(
  { pollId, poll }: RequestOf<'updatePoll'>,
  caller: Caller,
): Promise<ResponseOf<'updatePoll'>> {
  const ref = pollRef(pollId);
  await db.runTransaction(async (tx) => {
    const current = await tx.get(ref);
    if (!current.exists) throw new HttpsError('not-found', `No poll ${pollId}.`);
    const existing = current.data() as PollDoc;
    if (existing.kind !== poll.kind) throw new HttpsError('invalid-argument', 'kind: a poll cannot change its kind');
    const options = assignOptionIds(poll.options, existing.options);
    if (!sameOptions(options, existing.options)) {
      const votes = await tx.get(ref.collection(COLLECTIONS.votes).limit(1));
      if (!votes.empty)
        throw new HttpsError('aborted', 'options: this poll has votes, its options can no longer change');
    }
    // A live question's answers were checked against its settings (a scale's range, the number
    // of entries): once it has one, the settings stay.
    const settings = pollFields(poll, options).settings;
    if (!sameSettings(settings, existing.settings)) {
      const responses = await tx.get(ref.collection(COLLECTIONS.liveResponses).limit(1));
      if (!responses.empty)
        throw new HttpsError('aborted', 'settings: this question has answers, its settings can no longer change');
    }
    tx.update(ref, { ...pollFields(poll, options), updatedAt: FieldValue.serverTimestamp() });
  });
  await logAdminAction(caller, 'updatePoll', pollId);
  return { pollId };
}

export const updatePoll = defineCallable('updatePoll', { roles: ['admin'] }, handleUpdatePoll);
