import type { EventInput } from '@civic/domain';
import { callFunction } from '@/lib/firebase/functions';

/** Creates or updates an event through an admin callable (the rules allow no direct write). */
export const saveEvent = (eventId: string | null, event: EventInput) =>
  eventId ? callFunction('updateEvent', { eventId, event }) : callFunction('createEvent', { event });
