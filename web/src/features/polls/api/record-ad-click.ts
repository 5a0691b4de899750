import { callFunction } from '@/lib/firebase/functions';

/** Counts the click on the server and returns the sponsor link to open. */
export const recordAdClick = (pollId: string) => callFunction('recordAdClick', { pollId });
