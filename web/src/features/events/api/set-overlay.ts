import type { EventOverlay } from '@civic/domain';
import { callFunction } from '@/lib/firebase/functions';

/** Admin: shows an overlay over the live event's stream, or removes it (null). */
export const setOverlay = (eventId: string, overlay: EventOverlay | null) =>
  callFunction('setOverlay', { eventId, overlay });
