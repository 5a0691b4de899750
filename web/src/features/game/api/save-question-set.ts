import type { SaveQuestionSetRequest } from '@civic/domain';
import { callFunction } from '@/lib/firebase/functions';

/** Admin: creates or updates a question set. */
export const saveQuestionSet = (request: SaveQuestionSetRequest) => callFunction('saveQuestionSet', request);
