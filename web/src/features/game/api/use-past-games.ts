import { limit, onSnapshot, orderBy, query, where } from 'firebase/firestore';
import { useSnapshot } from '@/lib/use-snapshot';
import { gamesCollection } from './game-refs';
import { toGameView, type GameView } from './game-view';

export const PAST_GAMES_SHOWN = 20;

/** Finished games, newest first, with their final top 10. */
export function usePastGames() {
  return useSnapshot<GameView[]>('past-games', (onData, onError) =>
    onSnapshot(
      query(gamesCollection(), where('active', '==', false), orderBy('createdAt', 'desc'), limit(PAST_GAMES_SHOWN)),
      (snapshot) => onData(snapshot.docs.map(toGameView)),
      onError,
    ),
  );
}
