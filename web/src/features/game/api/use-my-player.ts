import type { PlayerDoc } from '@civic/domain';
import { onSnapshot } from 'firebase/firestore';
import { useSnapshot } from '@/lib/use-snapshot';
import { playerRef } from './game-refs';

/** The signed-in player's record in a game (null before joining): score, streak, rank, last result. */
export function useMyPlayer(gameId: string | null, uid: string) {
  return useSnapshot<PlayerDoc | null>(gameId && `${gameId}:${uid}`, (onData, onError) =>
    onSnapshot(
      playerRef(gameId!, uid),
      (snapshot) => onData(snapshot.exists() ? (snapshot.data() as PlayerDoc) : null),
      onError,
    ),
  );
}
