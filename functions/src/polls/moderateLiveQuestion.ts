import {
  cloudEntryForm,
  moderationForm,
  type HiddenEntriesDoc,
  type LiveRespondentDoc,
  type LiveResponseDoc,
  type PollDoc,
  type RequestOf,
  type ResponseOf,
} from '@civic/domain';
import { FieldValue } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { db } from '../platform/app.js';
import { logAdminAction } from '../platform/audit.js';
import { defineCallable, type Caller } from '../platform/callable.js';
import {
  applyLiveCount,
  hiddenEntriesRef,
  liveResponseRefs,
  liveSettingsOf,
  readHiddenEntries,
  removeEntryFromShards,
} from './lib/liveQuestion.js';
import { pollRef } from './lib/pollRecord.js';
import { publishExactResults } from './lib/resultsPulse.js';

/**
 * Admin only: moderates a live question (docs/live-questions.md "Moderation"). Each action is one
 * transaction that changes the response and its counts together, so the shards always equal the
 * accepted, counted responses minus the hidden entries (what the fixer's recount computes):
 * - hideEntry: the entry leaves the cloud, in every spelling (compared in the moderation normal
 *   form): recorded in the admin-only `HiddenEntriesDoc` (never counted again) and its counts, under
 *   every key of the same form, removed from every shard;
 * - hideResponse: an answer (accepted or held) is hidden; if it was counted, its counts are
 *   subtracted from its shard and an open answer leaves `answers`;
 * - approve: a held answer is accepted and counted.
 */
export async function handleModerateLiveQuestion(
  request: RequestOf<'moderateLiveQuestion'>,
  caller: Caller,
): Promise<ResponseOf<'moderateLiveQuestion'>> {
  const { pollId } = request;
  const affected = await db.runTransaction(async (tx) => {
    const pollSnap = await tx.get(pollRef(pollId));
    if (!pollSnap.exists) throw new HttpsError('not-found', 'That question does not exist.');
    const poll = pollSnap.data() as PollDoc;
    const settings = liveSettingsOf(poll);
    const hidden = await readHiddenEntries(tx, pollSnap.ref, poll);

    if (request.action === 'hideEntry') {
      if (settings.kind !== 'wordCloud') throw new HttpsError('failed-precondition', 'Only a word cloud has entries.');
      const form = cloudEntryForm(request.entry);
      const hiddenForm = moderationForm(form);
      if (form === '' || hiddenForm === '') {
        throw new HttpsError('invalid-argument', 'entry: That is not an entry of this cloud');
      }
      if (hidden.forms.includes(hiddenForm)) return 0;
      const removed = await removeEntryFromShards(tx, pollSnap.ref, hiddenForm);
      const next: HiddenEntriesDoc = { entries: [...hidden.entries, form], forms: [...hidden.forms, hiddenForm] };
      tx.set(hiddenEntriesRef(pollSnap.ref), next);
      // Entries the version before kept on the question, which every citizen reads, leave it.
      if (poll.hiddenEntries !== undefined) tx.update(pollSnap.ref, { hiddenEntries: FieldValue.delete() });
      return removed;
    }

    const refs = liveResponseRefs(pollId, request.uid);
    const responseSnap = await tx.get(refs.response);
    if (!responseSnap.exists) throw new HttpsError('not-found', 'That answer does not exist.');
    const response = responseSnap.data() as LiveResponseDoc;
    const moderated = { moderatedBy: caller.uid, moderatedAt: FieldValue.serverTimestamp() };

    if (request.action === 'approve') {
      if (response.status !== 'held')
        throw new HttpsError('failed-precondition', 'Only a held answer can be approved.');
      tx.update(refs.response, { status: 'accepted', ...moderated });
      tx.set(refs.respondent, { status: 'accepted', answer: response.answer } satisfies Partial<LiveRespondentDoc>, {
        merge: true,
      });
      applyLiveCount(tx, refs, { ...response, status: 'accepted' }, hidden, 1, poll);
      return 1;
    }

    if (response.status === 'hidden') return 0;
    // Counted: subtract exactly what was added (the entries hidden meanwhile were removed already).
    if (response.counted === true) applyLiveCount(tx, refs, response, hidden, -1, poll);
    tx.update(refs.response, { status: 'hidden', ...moderated });
    tx.set(refs.respondent, { status: 'hidden', answer: null } satisfies Partial<LiveRespondentDoc>, { merge: true });
    return response.counted === true ? 1 : 0;
  });
  // The counts changed: the audience sees it now, not at the next answer's pulse.
  if (affected > 0) await publishExactResults(pollRef(pollId));
  await logAdminAction(caller, 'moderateLiveQuestion', pollId, {
    action: request.action,
    ...(request.action === 'hideEntry' ? { entry: cloudEntryForm(request.entry) } : { uid: request.uid }),
  });
  return { pollId, affected };
}

export const moderateLiveQuestion = defineCallable(
  'moderateLiveQuestion',
  { roles: ['admin'] },
  handleModerateLiveQuestion,
);
