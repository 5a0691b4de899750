import { COLLECTIONS, POLL_RESULTS_LEASE_DOC } from '@civic/domain';
import { newlyFollowed } from '../platform/pulseLease.js';
import { defineTrigger } from '../platform/trigger.js';
import { pollRef } from './lib/pollRecord.js';
import { publishResultsAsFollower } from './lib/resultsPulse.js';

/**
 * A counting trigger found the results' lease taken less than a pulse ago and marked it followed
 * (platform/pulseLease.ts, `publishAfter`): as the lease expires, take it and publish, so the last
 * answers of a burst are shown at most a pulse late without every counting trigger waiting. One
 * run a lease followed, so at most one a pulse for each poll being answered.
 */
export const onResultsLeaseFollowed = defineTrigger(
  'onResultsLeaseFollowed',
  'updated',
  // Retry: publishing again is harmless (a later lease taken stops it), and a lost run would leave
  // the last answers of a burst unpublished until the next one.
  { document: `${COLLECTIONS.polls}/{pollId}/${COLLECTIONS.stats}/${POLL_RESULTS_LEASE_DOC}`, retry: true },
  async (event) => {
    const heldAt = newlyFollowed(event.data);
    if (heldAt) await publishResultsAsFollower(pollRef(event.params.pollId), heldAt);
  },
);
