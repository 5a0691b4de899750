import { callFunction } from '@/lib/firebase/functions';

/** Admin: puts a poll on the live event, or takes it off (null). */
export const setLivePoll = (eventId: string, pollId: string | null) => callFunction('setLivePoll', { eventId, pollId });
