import { callFunction } from '@/lib/firebase/functions';

export function getModerationSummary(eventId: string) {
  return callFunction('getModerationSummary', { eventId });
}
