import type { RequestOf } from '@civic/domain';
import { callFunction } from '@/lib/firebase/functions';

/** Admin: creates or updates a question set. */
export const saveQuestionSet = (request: RequestOf<'saveQuestionSet'>) => callFunction('saveQuestionSet', request);
