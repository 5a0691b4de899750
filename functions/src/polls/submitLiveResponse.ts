import {
  LIVE_RESPONSE_TWICE_MESSAGE,
  distinctCloudEntries,
  liveResponseProblem,
  pollStatus,
  type LiveRespondentDoc,
  type LiveResponse,
  type LiveResponseDoc,
  type PollDoc,
  type RequestOf,
  type ResponseOf,
  because,
} from '@civic/domain';
import { Timestamp } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { db } from '../platform/app.js';
import { defineCallable, requireVerifiedEmail, type Caller } from '../platform/callable.js';
import { runRetryingCreate } from '../platform/transactionErrors.js';
import { requireActiveAccount } from '../users/lib/activeAccount.js';
import { containsBlockedWord } from '../comments/lib/blockedWords.js';
import { commenterRef, eventRef, refuseUnlessAllowed, settingsOf, settingsRef } from '../comments/lib/commentRefs.js';
import { liveResponseRefs, liveSettingsOf } from './lib/liveQuestion.js';

/** The text a response shows, as the blocked-words list reads it: every entry as typed and as counted. */
function shownText(response: LiveResponse): string {
  if (response.kind === 'wordCloud') return [...response.entries, ...distinctCloudEntries(response.entries)].join('\n');
  return response.kind === 'openAnswer' ? response.text : '';
}

/**
 * A participant answers the live question pushed live in a live event (docs/live-questions.md).
 * The checks a comment gets, on the server: a verified email, an active account, the author not
 * blocked or timed out, the comment rate limit and slow mode (the author's `commenters/{uid}`
 * record, in the transaction, so parallel answers and posts of one account share the interval).
 * The question must be the event's live poll and open now, and the answer fit its settings. One
 * answer per account per question, final: the response is created in the transaction that reads
 * it, so a second (or a concurrent twin) is refused `already-exists`; the same submission retried
 * (its `requestId`) is answered with its first outcome. A blocked word holds the answer: stored
 * with `status: 'held'`, never counted, never shown. The counting trigger adds an accepted one to
 * the shards (countLiveResponse.ts).
 */
export async function submitLiveResponseHandler(
  { eventId, pollId, response, requestId }: RequestOf<'submitLiveResponse'>,
  caller: Caller,
): Promise<ResponseOf<'submitLiveResponse'>> {
  requireVerifiedEmail(caller);
  const refs = liveResponseRefs(pollId, caller.uid);
  const [{ displayName: authorName }, event, poll, blockedWord, settingsDoc] = await Promise.all([
    requireActiveAccount(caller.uid),
    eventRef(eventId).get(),
    refs.poll.get(),
    containsBlockedWord(shownText(response)),
    settingsRef(eventId).get(),
  ]);
  if (!event.exists) throw new HttpsError('not-found', 'That event does not exist.');
  if (!poll.exists) throw new HttpsError('not-found', 'That question does not exist.');
  const question = poll.data() as PollDoc<Timestamp>;
  const settings = liveSettingsOf(question);
  if (event.get('status') !== 'live' || event.get('livePollId') !== pollId) {
    throw new HttpsError('failed-precondition', 'This question is not live in the room.', because('question-not-live'));
  }
  const status = pollStatus(
    { published: question.published, opensAtMs: question.opensAt.toMillis(), closesAtMs: question.closesAt.toMillis() },
    Date.now(),
  );
  if (status !== 'open')
    throw new HttpsError('failed-precondition', 'This question is closed.', because('question-closed'));
  const problem = liveResponseProblem(settings, response);
  if (problem) throw new HttpsError('invalid-argument', problem);

  // Comments off does not stop answers (the admin pushed the question to be answered), and
  // hold-all is for posts: only the rate limit, slow mode, blocks and timeouts apply.
  const commentSettings = { ...settingsOf(settingsDoc.data()), enabled: true };
  return runRetryingCreate(() =>
    db.runTransaction(async (tx): Promise<ResponseOf<'submitLiveResponse'>> => {
      const [existing, commenterDoc] = await Promise.all([tx.get(refs.response), tx.get(commenterRef(caller.uid))]);
      if (existing.exists) {
        const first = existing.data() as LiveResponseDoc;
        // The same submission again (an interrupted call retried): its first outcome.
        if (requestId && first.requestId === requestId) {
          return { pollId, status: first.status === 'held' ? 'held' : 'accepted' };
        }
        throw new HttpsError('already-exists', LIVE_RESPONSE_TWICE_MESSAGE, because('answered-twice'));
      }
      const now = Date.now();
      refuseUnlessAllowed(commenterDoc, commentSettings, now);
      const at = Timestamp.fromMillis(now);
      const held = blockedWord;
      const doc: LiveResponseDoc = {
        authorUid: caller.uid,
        authorName,
        eventId,
        answer: response,
        forms: response.kind === 'wordCloud' ? distinctCloudEntries(response.entries) : [],
        status: held ? 'held' : 'accepted',
        reason: held ? 'blocked-word' : null,
        requestId: requestId ?? null,
        createdAt: at,
        counted: false,
        moderatedBy: null,
        moderatedAt: null,
      };
      const respondent: LiveRespondentDoc = { respondedAt: at, status: doc.status, answer: held ? null : response };
      tx.create(refs.response, doc);
      tx.create(refs.respondent, respondent);
      // create() for an author's first post, as postComment does: a concurrent first post or answer
      // fails this one (ALREADY_EXISTS), whose rerun reads the other's time.
      if (commenterDoc.exists) tx.update(commenterRef(caller.uid), { lastPostAt: at });
      else tx.create(commenterRef(caller.uid), { lastPostAt: at });
      return { pollId, status: held ? 'held' : 'accepted' };
    }),
  );
}

// An answer takes well under a second; the long timeout is for a room's burst queued behind busy
// instances, where a timed-out answer would be lost to its author (as postComment).
export const submitLiveResponse = defineCallable(
  'submitLiveResponse',
  {
    roles: ['user', 'admin'],
    timeoutSeconds: 180,
    // Run again when interrupted: the response is keyed by the caller's uid, so a rerun finds the
    // first one and answers its outcome (same requestId) instead of creating twice.
    retrySafe: { key: (input) => input.requestId, rerunWhenInterrupted: true },
  },
  submitLiveResponseHandler,
);
