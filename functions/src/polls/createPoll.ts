import { COLLECTIONS, type RequestOf, type ResponseOf } from '@civic/domain';
import { FieldValue } from 'firebase-admin/firestore';
import { db } from '../platform/app.js';
import { logAdminAction } from '../platform/audit.js';
import { defineCallable, type Caller } from '../platform/callable.js';
import { assignOptionIds, pollFields } from './lib/pollRecord.js';

/** Admin only: creates a poll or an ad poll (draft or published with its schedule). */
export async function handleCreatePoll(
  { poll }: RequestOf<'createPoll'>,
  caller: Caller,
): Promise<ResponseOf<'createPoll'>> {
  const ref = db.collection(COLLECTIONS.polls).doc();
  await ref.create({
    ...pollFields(poll, assignOptionIds(poll.options)),
    createdBy: caller.uid,
    createdAt: FieldValue.serverTimestamp(),
    updatedAt: FieldValue.serverTimestamp(),
  });
  await logAdminAction(caller, 'createPoll', ref.id, { kind: poll.kind });
  return { pollId: ref.id };
}

export const createPoll = defineCallable('createPoll', { roles: ['admin'] }, handleCreatePoll);
