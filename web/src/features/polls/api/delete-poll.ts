import { callFunction } from '@/lib/firebase/functions';

/** Deletes a poll with its votes, tallies, impressions and clicks. */
export const deletePoll = (pollId: string) => callFunction('deletePoll', { pollId });
