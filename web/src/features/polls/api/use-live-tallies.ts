import { sumLiveTallyShards } from '@civic/domain';
import { useShardSums } from './use-shard-sums';

/**
 * A live question's counts (by entry form or scale point) and number of answers, live: the cloud
 * grows and the scale's columns move as the counting trigger adds each answer to a shard.
 * `enabled` false (results not visible to this viewer) subscribes to nothing.
 */
export function useLiveTallies(pollId: string, enabled = true) {
  return useShardSums(pollId, enabled ? 'live' : null, sumLiveTallyShards);
}
