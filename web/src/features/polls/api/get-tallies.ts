import { COLLECTIONS, sumTallyShards, type Tallies } from '@civic/domain';
import { collection, onSnapshot } from 'firebase/firestore';
import { firestore } from '@/lib/firebase/firestore';
import { useSnapshot } from '@/lib/use-snapshot';

/**
 * A poll's tallies, live: the sum of its tally shards. After the first read each vote changes one
 * small shard document, so listeners receive one document per vote, not the whole tally.
 * `enabled` false (results not visible to this viewer) subscribes to nothing.
 */
export function useTallies(pollId: string, optionIds: readonly string[], enabled = true) {
  const key = enabled ? `${pollId}:${optionIds.join(',')}` : null;
  return useSnapshot<Tallies>(key, (onData, onError) =>
    onSnapshot(
      collection(firestore, COLLECTIONS.polls, pollId, COLLECTIONS.tallyShards),
      (snapshot) =>
        onData(
          sumTallyShards(
            snapshot.docs.map((d) => d.data()),
            optionIds,
          ),
        ),
      onError,
    ),
  );
}
