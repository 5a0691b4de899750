import { callFunction } from '@/lib/firebase/functions';

/** Admin: deletes an event (the rules allow no direct write). */
export const deleteEvent = (eventId: string) => callFunction('deleteEvent', { eventId });
