import { callFunction } from '@/lib/firebase/functions';

/** Admin: marks the live event's agenda item at `index` (0-based) as "Now", or none (null). */
export const setAgendaItem = (eventId: string, index: number | null) =>
  callFunction('setAgendaItem', { eventId, index });
