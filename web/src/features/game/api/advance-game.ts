import type { RequestOf } from '@civic/domain';
import { callFunction } from '@/lib/firebase/functions';
import { rememberServerNow } from './server-clock';

/** One step, naming the step it leaves (a repeat changes nothing); refreshes the server-clock offset. */
export async function advanceGame(request: RequestOf<'advanceGame'>) {
  const sentAt = Date.now();
  const response = await callFunction('advanceGame', request);
  rememberServerNow(response.serverNow, sentAt);
  return response;
}
