import { sumLiveTallyShards } from '@civic/domain';
import { usePublishedResults } from './use-published-results';

/**
 * A live question's counts (by entry form or scale point) and number of answers, live: the cloud
 * grows and the scale's columns move with each publication of the counted answers (at most one a
 * second).
 * `enabled` false (results not visible to this viewer) subscribes to nothing.
 */
export function useLiveTallies(pollId: string, enabled = true) {
  return usePublishedResults(pollId, enabled ? 'live' : null, sumLiveTallyShards);
}
