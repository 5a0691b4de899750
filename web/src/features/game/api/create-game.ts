import type { RequestOf } from '@civic/domain';
import { callFunction } from '@/lib/firebase/functions';

/** Admin: creates a game from a question set. */
export const createGame = (request: RequestOf<'createGame'>) => callFunction('createGame', request);
