import type { QuestionSetDoc } from '@civic/domain';
import { onSnapshot, orderBy, query } from 'firebase/firestore';
import { useSnapshot } from '@/lib/use-snapshot';
import { questionSetsCollection } from './game-refs';

export type QuestionSetView = QuestionSetDoc & { id: string };

/** Admin: every question set, newest first, live. */
export function useQuestionSets() {
  return useSnapshot<QuestionSetView[]>('question-sets', (onData, onError) =>
    onSnapshot(
      query(questionSetsCollection(), orderBy('createdAt', 'desc')),
      (snapshot) => onData(snapshot.docs.map((d) => ({ ...(d.data() as QuestionSetDoc), id: d.id }))),
      onError,
    ),
  );
}
