import {
  COLLECTIONS,
  HIDDEN_ENTRIES_DOC,
  moderationForm,
  type HiddenEntriesDoc,
  isLiveQuestionKind,
  liveQuestionSettingsSchema,
  shardFor,
  tallyShardsOf,
  type LiveAnswerDoc,
  type LiveQuestionSettings,
  type LiveResponseDoc,
  type PollDoc,
} from '@civic/domain';
import { FieldPath, FieldValue, type DocumentReference, type Transaction } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { pollRef } from './pollRecord.js';

/** The documents of one participant's answer to a live question (docs/live-questions.md "Storage"). */
export function liveResponseRefs(pollId: string, uid: string) {
  const poll = pollRef(pollId);
  return {
    poll,
    response: poll.collection(COLLECTIONS.liveResponses).doc(uid),
    respondent: poll.collection(COLLECTIONS.liveRespondents).doc(uid),
    answer: poll.collection(COLLECTIONS.liveAnswers).doc(uid),
    // The participant's shard is fixed by their uid and the question's shard count (fixed before
    // any answer is counted: setLivePoll.ts), so a hide subtracts from the shard it was added to.
    shardIn: (question: Partial<PollDoc> | undefined) =>
      poll.collection(COLLECTIONS.tallyShards).doc(String(shardFor(uid, tallyShardsOf(question)))),
  };
}

/** Where a word cloud's hidden entries are kept (admins only). */
export const hiddenEntriesRef = (poll: DocumentReference) =>
  poll.collection(COLLECTIONS.liveModeration).doc(HIDDEN_ENTRIES_DOC);

/**
 * A word cloud's hidden entries, read in `tx`: the admin-only document, and any left on the poll
 * document by the version before it (moved there by the next hide).
 */
export async function readHiddenEntries(
  tx: Transaction,
  poll: DocumentReference,
  pollDoc: Partial<PollDoc> | undefined,
): Promise<HiddenEntriesDoc> {
  const stored = (await tx.get(hiddenEntriesRef(poll))).data() as HiddenEntriesDoc | undefined;
  const entries = [...new Set([...(stored?.entries ?? []), ...(pollDoc?.hiddenEntries ?? [])])];
  return { entries, forms: [...new Set([...(stored?.forms ?? []), ...entries.map(moderationForm)])] };
}

/** True when the entry `form` is hidden: its moderation form is a hidden entry's, however spelled. */
export const isHiddenEntry = (form: string, hidden: Pick<HiddenEntriesDoc, 'forms'>) =>
  hidden.forms.includes(moderationForm(form));

/** A live question's settings from its poll document, or `failed-precondition` when it is not one. */
export function liveSettingsOf(poll: Partial<PollDoc> | undefined): LiveQuestionSettings {
  const parsed = liveQuestionSettingsSchema.safeParse(poll?.settings);
  if (!poll?.kind || !isLiveQuestionKind(poll.kind) || !parsed.success || parsed.data.kind !== poll.kind) {
    throw new HttpsError('failed-precondition', 'This poll is not a word cloud, a scale or an open answer.');
  }
  return parsed.data;
}

/** The tally keys an accepted response adds: its entry forms not hidden from the cloud, or its scale point. */
export function countedKeys(
  response: Pick<LiveResponseDoc, 'answer' | 'forms'>,
  hidden: Pick<HiddenEntriesDoc, 'forms'>,
) {
  if (response.answer.kind === 'wordCloud') return response.forms.filter((form) => !isHiddenEntry(form, hidden));
  if (response.answer.kind === 'scale') return [String(response.answer.value)];
  return [];
}

/**
 * Adds (`sign` 1) or subtracts (-1) an accepted response in the participant's shard, marks it
 * `counted` accordingly and shows or removes an open answer — all in the caller's transaction, so
 * the mark and the counts never disagree (exactly once, as votes are: domain/src/poll.ts).
 */
export function applyLiveCount(
  tx: Transaction,
  refs: ReturnType<typeof liveResponseRefs>,
  response: LiveResponseDoc,
  hidden: Pick<HiddenEntriesDoc, 'forms'>,
  sign: 1 | -1,
  question: Partial<PollDoc> | undefined,
): void {
  const counts = Object.fromEntries(countedKeys(response, hidden).map((key) => [key, FieldValue.increment(sign)]));
  tx.set(refs.shardIn(question), { counts, responses: FieldValue.increment(sign) }, { merge: true });
  tx.update(refs.response, { counted: sign === 1 });
  if (response.answer.kind !== 'openAnswer') return;
  if (sign === -1) {
    tx.delete(refs.answer);
    return;
  }
  const answer: LiveAnswerDoc = {
    authorUid: response.authorUid,
    authorName: response.authorName,
    text: response.answer.text,
    createdAt: response.createdAt,
  };
  tx.set(refs.answer, answer);
}

/**
 * Removes from the question's shards every count of an entry whose moderation form is
 * `hiddenForm` (each spelling of it is its own key); returns the count removed.
 */
export async function removeEntryFromShards(
  tx: Transaction,
  poll: DocumentReference,
  hiddenForm: string,
): Promise<number> {
  const shards = await tx.get(poll.collection(COLLECTIONS.tallyShards));
  let removed = 0;
  for (const shard of shards.docs) {
    const counts = (shard.get('counts') ?? {}) as Record<string, number>;
    for (const [form, count] of Object.entries(counts)) {
      if (count === 0 || moderationForm(form) !== hiddenForm) continue;
      removed += count;
      // A FieldPath, not a dotted string: an entry may hold a '.'.
      tx.update(shard.ref, new FieldPath('counts', form), FieldValue.delete());
    }
  }
  return removed;
}
