import { COLLECTIONS } from '@civic/domain';
import { FieldValue } from 'firebase-admin/firestore';
import { db } from '../platform/app.js';
import { defineTrigger } from '../platform/trigger.js';
import { commentRef } from './lib/commentRefs.js';

/**
 * Adds an upvote to its question's count, exactly once: the upvote document (keyed by the voter's
 * uid, create-only in the rules) is the once-per-account guarantee; the transaction marks it
 * `counted` with the increment, so a redelivered trigger adds nothing.
 */
export async function countUpvote(eventId: string, commentId: string, uid: string): Promise<boolean> {
  const comment = commentRef(eventId, commentId);
  const upvote = comment.collection(COLLECTIONS.upvotes).doc(uid);
  return db.runTransaction(async (tx) => {
    const [upvoteSnap, commentSnap] = await Promise.all([tx.get(upvote), tx.get(comment)]);
    if (!upvoteSnap.exists || !commentSnap.exists || upvoteSnap.get('counted') === true) return false;
    tx.update(comment, { upvotes: FieldValue.increment(1) });
    // The voter's uid in the document too, so their export and their deletion find it by a query.
    tx.update(upvote, { counted: true, uid });
    return true;
  });
}

export const onUpvoteCreated = defineTrigger(
  'onUpvoteCreated',
  'created',
  // Retry: a lost run would leave the count one short for good, and a rerun adds nothing twice
  // (the upvote is marked `counted` in the increment's transaction).
  {
    document: `${COLLECTIONS.events}/{eventId}/${COLLECTIONS.comments}/{commentId}/${COLLECTIONS.upvotes}/{uid}`,
    retry: true,
  },
  async (event) => {
    await countUpvote(event.params.eventId, event.params.commentId, event.params.uid);
  },
);
