import { COLLECTIONS, answerDocId, type PlayerAnswerWrite, type RequestOf } from '@civic/domain';
import { doc, serverTimestamp, setDoc, type FieldValue } from 'firebase/firestore';
import { firestore } from '@/lib/firebase/firestore';
import { callFunction } from '@/lib/firebase/functions';
import { rememberServerNow } from './server-clock';

/** Joins (or rejoins: idempotent) the game; also refreshes the server-clock offset. */
export async function joinGame(request: RequestOf<'joinGame'>) {
  const sentAt = Date.now();
  const response = await callFunction('joinGame', request);
  rememberServerNow(response.serverNow, sentAt);
  return response;
}

export interface AnswerRequest {
  gameId: string;
  questionIndex: number;
  answerIndex: number;
  uid: string;
}

/**
 * Locks an answer by creating the player's own answer document. Firestore stamps it with its
 * receipt time and the rules check the window and "once" at that moment, so the tap is scored by
 * when it arrived, whatever a cold function would have added (docs/game.md, "Which clock
 * scores"). Resolves when the server has accepted it; the reveal says right or wrong.
 */
export async function answerQuestion({ gameId, questionIndex, answerIndex, uid }: AnswerRequest): Promise<void> {
  const answer: PlayerAnswerWrite<FieldValue> = { uid, questionIndex, answerIndex, answeredAt: serverTimestamp() };
  await setDoc(
    doc(firestore, COLLECTIONS.games, gameId, COLLECTIONS.gameAnswers, answerDocId(questionIndex, uid)),
    answer,
  );
}
