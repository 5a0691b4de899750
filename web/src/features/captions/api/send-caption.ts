import { callFunction } from '@/lib/firebase/functions';

/** Admin: one live caption line in `track` (a language tag) for every viewer. */
export const sendCaption = (eventId: string, track: string, text: string) =>
  callFunction('sendCaption', { eventId, track, text });

/** Admin: corrects one of their own lines, or withdraws it (`text: null`). */
export const correctCaption = (eventId: string, lineId: string, text: string | null) =>
  callFunction('correctCaption', { eventId, lineId, text });
