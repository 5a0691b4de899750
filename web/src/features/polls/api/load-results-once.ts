import { sumTallyShards, type Tallies } from '@civic/domain';
import { getDocs } from 'firebase/firestore';
import { loadMyVote } from './load-my-vote';
import { tallyShardsOf } from './poll-refs';
import { readResultsInOrder } from './read-results-in-order';
import type { PollView } from './poll-view';

/** The tallies now, read once (the sum of the poll's shards). */
async function loadTalliesOnce(poll: PollView): Promise<Tallies> {
  const shards = await getDocs(tallyShardsOf(poll.id));
  return sumTallyShards(
    shards.docs.map((d) => d.data()),
    poll.optionIds,
  );
}

/** The tallies and the user's own vote, read once, in the order that counts the vote exactly once. */
export function loadResultsOnce(poll: PollView, uid: string) {
  return readResultsInOrder({ readTallies: () => loadTalliesOnce(poll), readVote: () => loadMyVote(poll.id, uid) });
}
