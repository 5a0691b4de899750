import type { PlayerDoc } from '@civic/domain';
import { onSnapshot, orderBy, query, where } from 'firebase/firestore';
import { useSnapshot } from '@/lib/use-snapshot';
import { playersOf } from './game-refs';

export type PlayerView = PlayerDoc & { uid: string };

/** Admin: players who asked for extended time, live (to grant it). Few documents by nature. */
export function usePlayersAskingForTime(gameId: string) {
  return useSnapshot<PlayerView[]>(`asking:${gameId}`, (onData, onError) =>
    onSnapshot(
      query(playersOf(gameId), where('extendedTimeRequested', '==', true), orderBy('displayName')),
      (snapshot) => onData(snapshot.docs.map((d) => ({ ...(d.data() as PlayerDoc), uid: d.id }))),
      onError,
    ),
  );
}
