import type { Tallies, VoteDoc } from '@civic/domain';

export interface TalliesWithOwnVote {
  tallies: Tallies;
  /** The voter's own vote is shown but the server has not counted it yet. */
  catchingUp: boolean;
}

/**
 * The tallies as the voter should see them: their own vote counted at once. The tally trigger
 * marks the vote `counted` in the same transaction that adds it to a shard (functions/src/polls/
 * countVote.ts), so a vote not marked counted is in no shard yet, and adding one for it never
 * counts it twice. Both must be read in that order: the shards, then the vote (a listener pair on
 * one Firestore client sees one commit in both at once; one-time reads re-read the vote after the
 * shards). See docs/ARCHITECTURE.md "The data flow of one vote".
 */
export function withOwnVote(
  tallies: Tallies,
  myVote: Pick<VoteDoc, 'optionId' | 'counted'> | null | undefined,
): TalliesWithOwnVote {
  if (!myVote || myVote.counted === true) return { tallies, catchingUp: false };
  return {
    tallies: { ...tallies, [myVote.optionId]: (tallies[myVote.optionId] ?? 0) + 1 },
    catchingUp: true,
  };
}
