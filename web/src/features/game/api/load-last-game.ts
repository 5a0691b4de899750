import type { PlayerDoc } from '@civic/domain';
import { onceFirestore } from '@/lib/firebase/firestore-once';
import { gamesOnce, playerOnce } from './game-once-refs';

/** How many recent games are searched for the user's last one. */
const RECENT_GAMES = 5;

export interface LastGame {
  title: string;
  active: boolean;
  rank: number | null;
  score: number;
}

/**
 * The user's standing in the most recent game they joined, or null. One-time reads: the last few
 * games (newest first), then the user's own player record in each until one exists (rules let a
 * player read only their own) — at most 2 × RECENT_GAMES small documents, on the SDK the screen
 * chose (lib/firebase/firestore-once.ts).
 */
export async function loadLastGame(uid: string): Promise<LastGame | null> {
  const sdk = await onceFirestore();
  const { getDoc, getDocs, limit, orderBy, query } = sdk;
  const games = await getDocs(query(gamesOnce(sdk), orderBy('createdAt', 'desc'), limit(RECENT_GAMES)));
  for (const game of games.docs) {
    const player = await getDoc(playerOnce(sdk, game.id, uid));
    if (player.exists()) {
      const data = player.data() as PlayerDoc;
      return {
        title: String(game.get('title') ?? ''),
        active: game.get('active') === true,
        rank: data.rank,
        score: data.score,
      };
    }
  }
  return null;
}
