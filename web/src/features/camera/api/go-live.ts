import { callFunction } from '@/lib/firebase/functions';

/** Makes the event live (the server allows one live event at a time) before the camera goes on air. */
export const goLiveWithEvent = (eventId: string) => callFunction('goLive', { eventId });
