import type { RequestOf } from '@civic/domain';
import { callFunction } from '@/lib/firebase/functions';
import { rememberServerNow } from './server-clock';

/** Joins (or rejoins: idempotent) the game; also refreshes the server-clock offset. */
export async function joinGame(request: RequestOf<'joinGame'>) {
  const sentAt = Date.now();
  const response = await callFunction('joinGame', request);
  rememberServerNow(response.serverNow, sentAt);
  return response;
}
