import { COLLECTIONS, type CommentDoc } from '@civic/domain';
import { defineTrigger } from '../platform/trigger.js';
import { feedChanged, feedOnPulse, publishFeedChange } from './lib/feedPulse.js';

/**
 * A post was created, changed or deleted: in an event whose feed is on a pulse (docs/scale.md,
 * "The pulse feed"), a change the feed shows — a post made visible, hidden, removed, deleted by its
 * author, anonymised, answered — reaches the rooms in the next digest, at most a pulse late. A
 * trigger, not each writer: postComment, moderateComment, moderateAuthor, the author's own delete,
 * an account's erasure and the fixer are all covered.
 */
export const onCommentWritten = defineTrigger(
  'onCommentWritten',
  'written',
  // Retry: a lost run would leave a hidden post in the digest's rooms until the next change, and a
  // rerun records the same change again (the record is keyed by the post) and publishes.
  { document: `${COLLECTIONS.events}/{eventId}/${COLLECTIONS.comments}/{commentId}`, retry: true },
  async (event) => {
    const before = event.data?.before.data() as Partial<CommentDoc> | undefined;
    const after = event.data?.after.data() as Partial<CommentDoc> | undefined;
    if (!feedChanged(before, after)) return;
    const { eventId, commentId } = event.params;
    if (!(await feedOnPulse(eventId))) return;
    await publishFeedChange(eventId, commentId);
  },
);
