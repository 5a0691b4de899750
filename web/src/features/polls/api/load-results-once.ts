import { sumTallyShards, type Tallies } from '@civic/domain';
import { getDocs } from 'firebase/firestore';
import { loadMyVote } from './load-my-vote';
import { tallyShardsOf } from './poll-refs';
import type { PollView } from './poll-view';

/** The tallies now, read once (the sum of the poll's shards). */
async function loadTalliesOnce(poll: PollView): Promise<Tallies> {
  const shards = await getDocs(tallyShardsOf(poll.id));
  return sumTallyShards(
    shards.docs.map((d) => d.data()),
    poll.optionIds,
  );
}

/**
 * The tallies and, read after them, the user's own vote: a vote still not marked counted then is
 * in none of the shards read, so adding it on screen (withOwnVote) never counts it twice.
 */
export async function loadResultsOnce(poll: PollView, uid: string) {
  const tallies = await loadTalliesOnce(poll);
  return { tallies, myVote: await loadMyVote(poll.id, uid) };
}
