import type { RequestOf } from '@civic/domain';
import { callFunction } from '@/lib/firebase/functions';

/** Admin: grants (or takes back) a player's extended answering time. */
export const setPlayerTimeFactor = (request: RequestOf<'setPlayerTimeFactor'>) =>
  callFunction('setPlayerTimeFactor', request);
