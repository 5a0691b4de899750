import type { Tallies, VoteDoc } from '@civic/domain';

/**
 * The tallies and the user's own vote from one-time reads, so that `withOwnVote` shows the vote
 * exactly once whenever the tally trigger counts it. The trigger marks the vote `counted` in the
 * transaction that adds it to a shard, so:
 * - a vote read as counted is in every shard read made after that read;
 * - a vote read as not counted is in no shard read made before that read.
 * Reading the vote, then the shards, then (only if the vote was not counted yet) the vote again
 * gives one of those two cases; the shards are read again only when the count landed in between.
 * See docs/ARCHITECTURE.md "The data flow of one vote".
 */
export async function readResultsInOrder({
  readTallies,
  readVote,
}: {
  readTallies: () => Promise<Tallies>;
  readVote: () => Promise<VoteDoc | null>;
}): Promise<{ tallies: Tallies; myVote: VoteDoc | null }> {
  const before = await readVote();
  const tallies = await readTallies();
  if (!before || before.counted === true) return { tallies, myVote: before };
  const after = await readVote();
  if (after?.counted !== true) return { tallies, myVote: after };
  return { tallies: await readTallies(), myVote: after };
}
