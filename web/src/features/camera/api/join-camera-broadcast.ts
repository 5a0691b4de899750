import { callFunction } from '@/lib/firebase/functions';

/** Asks the server for a place in the broadcast (the viewer cap is enforced there). */
export const joinCameraBroadcast = (eventId: string) => callFunction('joinCameraBroadcast', { eventId });
