import { onSnapshot } from 'firebase/firestore';
import { useSnapshot } from '@/lib/use-snapshot';
import { playerShardsOf } from './game-refs';

/** Players who joined, live: the sum of the join counter's shards (domain PLAYER_SHARDS). */
export function usePlayerCount(gameId: string) {
  return useSnapshot<number>(`players:${gameId}`, (onData, onError) =>
    onSnapshot(
      playerShardsOf(gameId),
      (snapshot) => onData(snapshot.docs.reduce((sum, d) => sum + ((d.get('count') as number | undefined) ?? 0), 0)),
      onError,
    ),
  );
}
