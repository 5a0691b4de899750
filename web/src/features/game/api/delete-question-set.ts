import { callFunction } from '@/lib/firebase/functions';

/** Admin: deletes a question set. */
export const deleteQuestionSet = (setId: string) => callFunction('deleteQuestionSet', { setId });
