import { COLLECTIONS, UPVOTES_PULSE_LEASE_DOC } from '@civic/domain';
import { newlyFollowed } from '../platform/pulseLease.js';
import { defineTrigger } from '../platform/trigger.js';
import { publishUpvotesAsFollower } from './lib/upvotesPulse.js';

/**
 * An upvote's trigger found the event's upvote lease taken less than a pulse ago and marked it
 * followed (platform/pulseLease.ts, `publishAfter`): as the lease expires, take it and publish, so
 * the last upvotes of a burst are counted at most a pulse late without every upvote's trigger
 * waiting. One run a lease followed, so at most one a pulse for each event being upvoted.
 */
export const onUpvotesLeaseFollowed = defineTrigger(
  'onUpvotesLeaseFollowed',
  'updated',
  // Retry: publishing again is harmless (the counts are absolute), and a lost run would leave the
  // last upvotes of a burst uncounted until the next one.
  { document: `${COLLECTIONS.events}/{eventId}/${COLLECTIONS.stats}/${UPVOTES_PULSE_LEASE_DOC}`, retry: true },
  async (event) => {
    const heldAt = newlyFollowed(event.data);
    if (heldAt) await publishUpvotesAsFollower(event.params.eventId, heldAt);
  },
);
