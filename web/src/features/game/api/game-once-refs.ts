import { COLLECTIONS } from '@civic/domain';
import type { OnceFirestore } from '@/lib/firebase/firestore-once';

/**
 * The game paths that one-time reads use, built on the SDK the screen chose
 * (lib/firebase/firestore-once.ts: Firestore Lite on the light dashboard). The same paths as
 * game-refs.ts, which builds them on the full SDK for listeners (docs/ARCHITECTURE.md).
 */
export const gamesOnce = ({ db, collection }: OnceFirestore) => collection(db, COLLECTIONS.games);
export const playerOnce = ({ db, doc }: OnceFirestore, gameId: string, uid: string) =>
  doc(db, COLLECTIONS.games, gameId, COLLECTIONS.players, uid);
