import { COLLECTIONS } from '@civic/domain';
import { collection, onSnapshot } from 'firebase/firestore';
import { firestore } from '@/lib/firebase/firestore';
import { useSnapshot } from '@/lib/use-snapshot';

/** Players who joined, live: the sum of the join counter's shards (domain PLAYER_SHARDS). */
export function usePlayerCount(gameId: string) {
  return useSnapshot<number>(`players:${gameId}`, (onData, onError) =>
    onSnapshot(
      collection(firestore, COLLECTIONS.games, gameId, COLLECTIONS.playerShards),
      (snapshot) => onData(snapshot.docs.reduce((sum, d) => sum + ((d.get('count') as number | undefined) ?? 0), 0)),
      onError,
    ),
  );
}
