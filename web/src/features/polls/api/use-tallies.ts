import { sumTallyShards, type Tallies } from '@civic/domain';
import { useShardSums } from './use-shard-sums';

/**
 * A poll's tallies, live: the sum of its tally shards per option (docs/ARCHITECTURE.md, "The data
 * flow of one vote"). `enabled` false (results not visible to this viewer) subscribes to nothing.
 */
export function useTallies(pollId: string, optionIds: readonly string[], enabled = true) {
  return useShardSums<Tallies>(pollId, enabled ? `options:${optionIds.join(',')}` : null, (shards) =>
    sumTallyShards(shards, optionIds),
  );
}
