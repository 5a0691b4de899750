import { COLLECTIONS, type UpvoteDoc } from '@civic/domain';
import type { Timestamp } from 'firebase-admin/firestore';
import { defineTrigger } from '../platform/trigger.js';
import { publishUpvotesAfter, writeUpvoteCounts } from './lib/upvotesPulse.js';

/**
 * An upvote was created: its question's count is published on the event's upvote pulse
 * (lib/upvotesPulse.ts), at most a pulse late, instead of an increment per upvote (which wrote a
 * popular question, and every feed showing it, once an upvote). The upvote document (keyed by the
 * voter's uid, create-only in the rules) is still the once-per-account guarantee; the count is a
 * count() of those documents, so a redelivered trigger adds nothing.
 */
export const onUpvoteCreated = defineTrigger(
  'onUpvoteCreated',
  'created',
  // Retry: a lost run could leave the last upvote of a burst unpublished until the next one, and a
  // rerun publishes absolute counts.
  {
    document: `${COLLECTIONS.events}/{eventId}/${COLLECTIONS.comments}/{commentId}/${COLLECTIONS.upvotes}/{uid}`,
    retry: true,
  },
  async (event) => {
    const { eventId, commentId } = event.params;
    const upvote = event.data?.data() as Partial<UpvoteDoc<Timestamp>> | undefined;
    // An upvote of the old shape (no `eventId`: written before it existed, or re-keyed from one by
    // an account's erasure) is not found by the pulse's query: its question is counted now.
    if (!upvote?.at || upvote.eventId !== eventId) {
      await writeUpvoteCounts(eventId, [commentId]);
      return;
    }
    await publishUpvotesAfter(eventId, upvote.at);
  },
);
