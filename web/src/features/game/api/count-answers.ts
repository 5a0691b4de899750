import { getCountFromServer, query, where } from 'firebase/firestore';
import { answersOf } from './game-refs';

/** Admin: answers received for a question so far (an aggregation: one read per 1 000 answers). */
export async function countAnswers(gameId: string, questionIndex: number): Promise<number> {
  const answers = query(answersOf(gameId), where('questionIndex', '==', questionIndex));
  return (await getCountFromServer(answers)).data().count;
}
