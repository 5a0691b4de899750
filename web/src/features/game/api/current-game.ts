import { COLLECTIONS } from '@civic/domain';
import { collection, limit, onSnapshot, query, where } from 'firebase/firestore';
import { firestore } from '@/lib/firebase/firestore';
import { useSnapshot } from '@/lib/use-snapshot';
import { toGameView, type GameView } from './game-view';

/**
 * The game being played now (null when none), live. createGame allows one active game at a
 * time, so this is "the" game of `/game/` — no id in the URL.
 */
export function useCurrentGame() {
  return useSnapshot<GameView | null>('current-game', (onData, onError) =>
    onSnapshot(
      query(collection(firestore, COLLECTIONS.games), where('active', '==', true), limit(1)),
      (snapshot) => onData(snapshot.empty ? null : toGameView(snapshot.docs[0]!)),
      onError,
    ),
  );
}
