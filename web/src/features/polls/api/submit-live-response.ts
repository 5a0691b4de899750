import type { LiveResponse } from '@civic/domain';
import { callFunction } from '@/lib/firebase/functions';

/**
 * Answers the live question pushed in the event. The server decides (account, question open and
 * live, one answer per account, rate limit, blocked words hold it); retry-safe by request id.
 */
export const submitLiveResponse = (eventId: string, pollId: string, response: LiveResponse) =>
  callFunction('submitLiveResponse', { eventId, pollId, response });
