import { COLLECTIONS, type QuestionSetDoc } from '@civic/domain';
import { collection, onSnapshot, orderBy, query } from 'firebase/firestore';
import { firestore } from '@/lib/firebase/firestore';
import { useSnapshot } from '@/lib/use-snapshot';

export type QuestionSetView = QuestionSetDoc & { id: string };

/** Admin: every question set, newest first, live. */
export function useQuestionSets() {
  return useSnapshot<QuestionSetView[]>('question-sets', (onData, onError) =>
    onSnapshot(
      query(collection(firestore, COLLECTIONS.questionSets), orderBy('createdAt', 'desc')),
      (snapshot) => onData(snapshot.docs.map((d) => ({ ...(d.data() as QuestionSetDoc), id: d.id }))),
      onError,
    ),
  );
}
