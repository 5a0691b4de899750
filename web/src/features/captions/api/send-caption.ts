import type { CaptionTrackLanguage } from '@civic/domain';
import { callFunction } from '@/lib/firebase/functions';

/** Admin: one live caption line in `track` (one of the product's languages) for every viewer. */
export const sendCaption = (eventId: string, track: CaptionTrackLanguage, text: string) =>
  callFunction('sendCaption', { eventId, track, text });

/** Admin: corrects one of their own lines, or withdraws it (`text: null`). */
export const correctCaption = (eventId: string, lineId: string, text: string | null) =>
  callFunction('correctCaption', { eventId, lineId, text });
