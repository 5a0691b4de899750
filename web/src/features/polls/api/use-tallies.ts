import { sumTallyShards, type Tallies } from '@civic/domain';
import type { Timestamp } from 'firebase/firestore';
import { usePublishedResults } from './use-published-results';

/**
 * A poll's tallies, live: its tally shards' sum per option as published at most once a second
 * (docs/ARCHITECTURE.md, "The data flow of one vote"). `enabled` false (results not visible to
 * this viewer) subscribes to nothing.
 */
export function useTallies(pollId: string, optionIds: readonly string[], enabled = true) {
  return usePublishedResults<Tallies>(pollId, enabled ? `options:${optionIds.join(',')}` : null, (shards) =>
    sumTallyShards(shards, optionIds),
  );
}

/** A voter's view of the tallies: and when they were published, to tell whether they hold the vote. */
export interface PublishedTallies {
  tallies: Tallies;
  /** Every vote counted by then is in `tallies` (null: nothing published yet). */
  through: Timestamp | null;
}

/** `useTallies` with the publication's time, for the voter's own card (withOwnVote). */
export function usePublishedTallies(pollId: string, optionIds: readonly string[], enabled = true) {
  return usePublishedResults<PublishedTallies>(
    pollId,
    enabled ? `published:${optionIds.join(',')}` : null,
    (shards) => ({
      tallies: sumTallyShards(shards, optionIds),
      through: (shards[0]?.through as Timestamp | undefined) ?? null,
    }),
  );
}
