import { type RequestOf, type ResponseOf, EVENT_NOT_LIVE } from '@civic/domain';
import { Timestamp } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { db } from '../platform/app.js';
import { defineCallable, requireVerifiedEmail, type Caller } from '../platform/callable.js';
import { runRetryingCreate } from '../platform/transactionErrors.js';
import { requireActiveAccount } from '../users/lib/activeAccount.js';
import { containsBlockedWord } from './lib/blockedWords.js';
import {
  commenterRef,
  commentsOf,
  eventRef,
  newComment,
  refuseUnlessAllowed,
  settingsOf,
  settingsRef,
} from './lib/commentRefs.js';

/**
 * Posts a comment or question to a live event. Every check is made here, on the server: an active
 * account (a disabled account's ID token stays valid up to an hour), comments on, not blocked or
 * timed out, the rate limit and slow mode — the last two in a transaction on the author's
 * `commenters/{uid}` record, so parallel requests from one account cannot slip past the interval.
 * A blocked word or the hold-all switch holds the post for review instead of dropping it. An
 * unverified email address is refused first (docs/trust.md). `clock` is the time a post is
 * made at: the server's, except where a test holds it still to show the limit whatever the
 * machine's speed (docs/testing.md, "Time").
 */
export async function postCommentHandler(
  { eventId, text, kind }: RequestOf<'postComment'>,
  caller: Caller,
  clock: () => number = Date.now,
): Promise<ResponseOf<'postComment'>> {
  requireVerifiedEmail(caller);
  // The event's settings are read outside the transaction: every post of the event reads that
  // one document, and holding it in hundreds of transactions at once would make them contend
  // (an admin's change applies from the next post, which is what a moderator expects).
  const [{ displayName: authorName }, event, blockedWord, settingsDoc] = await Promise.all([
    requireActiveAccount(caller.uid),
    eventRef(eventId).get(),
    containsBlockedWord(text),
    settingsRef(eventId).get(),
  ]);
  if (!event.exists) throw new HttpsError('not-found', 'That event does not exist.');
  if (event.get('status') !== 'live')
    throw new HttpsError('aborted', 'Comments open when the event is live.', EVENT_NOT_LIVE);

  const settings = settingsOf(settingsDoc.data());
  const comment = commentsOf(eventId).doc();
  const status = await runRetryingCreate(() =>
    db.runTransaction(async (tx) => {
      const commenterDoc = await tx.get(commenterRef(caller.uid));
      const now = clock();
      refuseUnlessAllowed(commenterDoc, settings, now);
      const reason = blockedWord ? 'blocked-word' : settings.holdAll ? 'hold-all' : null;
      const doc = newComment(
        { eventId, kind, text, authorUid: caller.uid, authorName, createdAt: Timestamp.fromMillis(now) },
        reason,
      );
      tx.create(comment, doc);
      // create() for an author's first post: two simultaneous first posts cannot both see "no
      // record" and pass (the second create fails and its retry reads the first's time).
      if (commenterDoc.exists) tx.update(commenterRef(caller.uid), { lastPostAt: Timestamp.fromMillis(now) });
      else tx.create(commenterRef(caller.uid), { lastPostAt: Timestamp.fromMillis(now) });
      return doc.status;
    }),
  );
  return { commentId: comment.id, status: status as 'visible' | 'held' };
}

// A post takes well under a second; the long timeout is for a burst queued behind busy
// instances, where a timed-out post would be lost to its author.
export const postComment = defineCallable(
  'postComment',
  { roles: ['user', 'admin'], timeoutSeconds: 180 },
  postCommentHandler,
);
