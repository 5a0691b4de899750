import { callFunction } from '@/lib/firebase/functions';

/** Admin: makes the event live (the server allows one live event at a time). */
export const goLive = (eventId: string) => callFunction('goLive', { eventId });
