import { COLLECTIONS, GAME_ERRORS, type GameDoc } from '@civic/domain';
import type { DocumentReference, DocumentSnapshot, Timestamp } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { db } from '../../platform/app.js';

export const gameRef = (gameId: string): DocumentReference => db.collection(COLLECTIONS.games).doc(gameId);
export const questionSetRef = (setId: string): DocumentReference => db.collection(COLLECTIONS.questionSets).doc(setId);
export const gameQuestionRef = (gameId: string, index: number): DocumentReference =>
  gameRef(gameId).collection(COLLECTIONS.gameQuestions).doc(String(index));
export const playerRef = (gameId: string, uid: string): DocumentReference =>
  gameRef(gameId).collection(COLLECTIONS.players).doc(uid);

/** The game's data, or `not-found` (every game callable starts here). */
export function gameOf(snap: DocumentSnapshot): GameDoc<Timestamp> {
  if (!snap.exists) throw new HttpsError('not-found', GAME_ERRORS.notFound);
  return snap.data() as GameDoc<Timestamp>;
}

export const millisOf = (time: Timestamp | null): number | null => (time ? time.toMillis() : null);
