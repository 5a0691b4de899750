import type { RequestOf } from '@civic/domain';
import { callFunction } from '@/lib/firebase/functions';
import { rememberServerNow } from './server-clock';

export const saveQuestionSet = (request: RequestOf<'saveQuestionSet'>) => callFunction('saveQuestionSet', request);
export const deleteQuestionSet = (setId: string) => callFunction('deleteQuestionSet', { setId });
export const createGame = (request: RequestOf<'createGame'>) => callFunction('createGame', request);
export const setPlayerTimeFactor = (request: RequestOf<'setPlayerTimeFactor'>) =>
  callFunction('setPlayerTimeFactor', request);

/** One step, naming the step it leaves (a repeat changes nothing); refreshes the server-clock offset. */
export async function advanceGame(request: RequestOf<'advanceGame'>) {
  const sentAt = Date.now();
  const response = await callFunction('advanceGame', request);
  rememberServerNow(response.serverNow, sentAt);
  return response;
}
