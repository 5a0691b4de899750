import { onSnapshot } from 'firebase/firestore';
import { useSnapshot } from '@/lib/use-snapshot';
import { lobbyRef } from './game-refs';

/**
 * Players who joined, live: the lobby's count, which a trigger publishes at most once a second as
 * players join (domain/src/game.ts, LOBBY_PULSE_MS). Listening to the join counter's 10 shards,
 * every player in the lobby received every later join (docs/scale.md, "Fan-out").
 */
export function usePlayerCount(gameId: string) {
  return useSnapshot<number>(`players:${gameId}`, (onData, onError) =>
    onSnapshot(
      lobbyRef(gameId),
      (snapshot) => onData(snapshot.exists() ? ((snapshot.get('players') as number | undefined) ?? 0) : 0),
      onError,
    ),
  );
}
