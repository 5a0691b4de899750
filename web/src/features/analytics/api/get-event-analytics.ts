import { callFunction } from '@/lib/firebase/functions';

/** The event's analytics, computed on the server (aggregations, no documents shipped). */
export const getEventAnalytics = (eventId: string) => callFunction('getEventAnalytics', { eventId });
