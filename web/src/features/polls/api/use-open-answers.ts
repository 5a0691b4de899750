import { onSnapshot } from 'firebase/firestore';
import { useSnapshot } from '@/lib/use-snapshot';
import { liveAnswersOf } from './poll-refs';
import { toOpenAnswerView, type OpenAnswerView } from './open-answer-view';

/** An open-answer question's accepted answers, live. `enabled` false subscribes to nothing. */
export function useOpenAnswers(pollId: string, enabled = true) {
  return useSnapshot<OpenAnswerView[]>(enabled ? pollId : null, (onData, onError) =>
    onSnapshot(liveAnswersOf(pollId), (snapshot) => onData(snapshot.docs.map(toOpenAnswerView)), onError),
  );
}
