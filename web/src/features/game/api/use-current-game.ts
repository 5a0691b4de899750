import { limit, onSnapshot, orderBy, query } from 'firebase/firestore';
import { useSnapshot } from '@/lib/use-snapshot';
import { gamesCollection } from './game-refs';
import { toGameView, type GameView } from './game-view';

/**
 * The latest game (null before the first), live: the one being played, or the last one finished
 * (its podium stays on players' screens). createGame allows one active game at a time, so this is
 * "the" game of `/game/` — no id in the URL.
 */
export function useCurrentGame() {
  return useSnapshot<GameView | null>('current-game', (onData, onError) =>
    onSnapshot(
      query(gamesCollection(), orderBy('createdAt', 'desc'), limit(1)),
      (snapshot) => onData(snapshot.empty ? null : toGameView(snapshot.docs[0]!)),
      onError,
    ),
  );
}
