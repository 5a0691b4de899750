import { COLLECTIONS, FEED_PULSE_LEASE_DOC } from '@civic/domain';
import { newlyFollowed } from '../platform/pulseLease.js';
import { defineTrigger } from '../platform/trigger.js';
import { publishFeedAsFollower } from './lib/feedPulse.js';

/**
 * A post's trigger found the event's feed lease taken less than a pulse ago and marked it followed
 * (platform/pulseLease.ts, `publishAfter`): as the lease expires, take it and publish, so the last
 * posts of a burst reach the rooms at most a pulse late (onUpvotesLeaseFollowed's twin).
 */
export const onFeedLeaseFollowed = defineTrigger(
  'onFeedLeaseFollowed',
  'updated',
  // Retry: publishing again is harmless (the changes since the last `through`), and a lost run
  // would leave the last posts of a burst out of the rooms until the next change.
  { document: `${COLLECTIONS.events}/{eventId}/${COLLECTIONS.stats}/${FEED_PULSE_LEASE_DOC}`, retry: true },
  async (event) => {
    const heldAt = newlyFollowed(event.data);
    if (heldAt) await publishFeedAsFollower(event.params.eventId, heldAt);
  },
);
