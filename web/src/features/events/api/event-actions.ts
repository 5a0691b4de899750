import type { EventInput, EventOverlay } from '@civic/domain';
import { callFunction } from '@/lib/firebase/functions';

/** Every event change goes through an admin callable (the rules allow no direct write). */
export const saveEvent = (eventId: string | null, event: EventInput) =>
  eventId ? callFunction('updateEvent', { eventId, event }) : callFunction('createEvent', { event });
export const deleteEvent = (eventId: string) => callFunction('deleteEvent', { eventId });
export const goLive = (eventId: string) => callFunction('goLive', { eventId });
export const endEvent = (eventId: string) => callFunction('endEvent', { eventId });
export const setLivePoll = (eventId: string, pollId: string | null) => callFunction('setLivePoll', { eventId, pollId });
export const setOverlay = (eventId: string, overlay: EventOverlay | null) =>
  callFunction('setOverlay', { eventId, overlay });
