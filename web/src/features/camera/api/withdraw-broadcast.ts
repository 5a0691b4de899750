import { deleteDoc } from 'firebase/firestore';
import { broadcastRef } from './camera-refs';

/** Admin: the broadcast is over; the server clears every connection's signalling. */
export const withdrawBroadcast = (eventId: string) => deleteDoc(broadcastRef(eventId));
