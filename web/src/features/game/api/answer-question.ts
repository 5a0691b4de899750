import { answerDocId, type PlayerAnswerWrite } from '@civic/domain';
import { serverTimestamp, setDoc, type FieldValue } from 'firebase/firestore';
import { answerRef } from './game-refs';

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
  await setDoc(answerRef(gameId, answerDocId(questionIndex, uid)), answer);
}
