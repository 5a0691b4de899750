import { COLLECTIONS, GAME_LOBBY_DOC } from '@civic/domain';
import { collection, doc } from 'firebase/firestore';
import { firestore } from '@/lib/firebase/firestore';

/** Every Firestore path of the game feature, built here only (docs/ARCHITECTURE.md). */
export const gamesCollection = () => collection(firestore, COLLECTIONS.games);
export const playersOf = (gameId: string) => collection(firestore, COLLECTIONS.games, gameId, COLLECTIONS.players);
export const playerRef = (gameId: string, uid: string) =>
  doc(firestore, COLLECTIONS.games, gameId, COLLECTIONS.players, uid);
export const answersOf = (gameId: string) => collection(firestore, COLLECTIONS.games, gameId, COLLECTIONS.gameAnswers);
export const answerRef = (gameId: string, answerId: string) =>
  doc(firestore, COLLECTIONS.games, gameId, COLLECTIONS.gameAnswers, answerId);
/** The lobby's count, published by a trigger at most once a second (domain/src/game.ts, LOBBY_PULSE_MS). */
export const lobbyRef = (gameId: string) =>
  doc(firestore, COLLECTIONS.games, gameId, COLLECTIONS.stats, GAME_LOBBY_DOC);
export const questionSetsCollection = () => collection(firestore, COLLECTIONS.questionSets);
