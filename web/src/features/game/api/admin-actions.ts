import type {
  AdvanceGameRequest,
  CreateGameRequest,
  SaveQuestionSetRequest,
  SetPlayerTimeFactorRequest,
} from '@civic/domain';
import { callFunction } from '@/lib/firebase/functions';
import { rememberServerNow } from './server-clock';

export const saveQuestionSet = (request: SaveQuestionSetRequest) => callFunction('saveQuestionSet', request);
export const deleteQuestionSet = (setId: string) => callFunction('deleteQuestionSet', { setId });
export const createGame = (request: CreateGameRequest) => callFunction('createGame', request);
export const setPlayerTimeFactor = (request: SetPlayerTimeFactorRequest) =>
  callFunction('setPlayerTimeFactor', request);

/** One step, naming the step it leaves (a repeat changes nothing); refreshes the server-clock offset. */
export async function advanceGame(request: AdvanceGameRequest) {
  const sentAt = Date.now();
  const response = await callFunction('advanceGame', request);
  rememberServerNow(response.serverNow, sentAt);
  return response;
}
