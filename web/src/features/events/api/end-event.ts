import { callFunction } from '@/lib/firebase/functions';

/** Admin: ends the live event. */
export const endEvent = (eventId: string) => callFunction('endEvent', { eventId });
