import { sumTallyShards, type Tallies } from '@civic/domain';
import { onceFirestore } from '@/lib/firebase/firestore-once';
import { loadMyVote } from './load-my-vote';
import { tallyShardsOnce } from './poll-once-refs';
import { readResultsInOrder } from './read-results-in-order';
import type { PollView } from './poll-view';

/** The tallies now, read once on the SDK the screen chose (the sum of the poll's shards). */
async function loadTalliesOnce(poll: PollView): Promise<Tallies> {
  const sdk = await onceFirestore();
  const shards = await sdk.getDocs(tallyShardsOnce(sdk, poll.id));
  return sumTallyShards(
    shards.docs.map((d) => d.data()),
    poll.optionIds,
  );
}

/** The tallies and the user's own vote, read once, in the order that counts the vote exactly once. */
export function loadResultsOnce(poll: PollView, uid: string) {
  return readResultsInOrder({ readTallies: () => loadTalliesOnce(poll), readVote: () => loadMyVote(poll.id, uid) });
}
