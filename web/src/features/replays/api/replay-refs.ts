import { COLLECTIONS } from '@civic/domain';
import { collection, doc } from 'firebase/firestore';
import { firestore } from '@/lib/firebase/firestore';

/**
 * The replay's Firestore paths the admin screen reads (docs/replays.md, "Who sees what"): the
 * replay document (recording, publication) and the event's first moments. Viewers never read
 * these; they read the compiled file over HTTP (replay-api.ts).
 */
export const replayDocRef = (eventId: string) => doc(firestore, COLLECTIONS.replays, eventId);
export const timelineOf = (eventId: string) => collection(firestore, COLLECTIONS.events, eventId, COLLECTIONS.timeline);
export const commentsOf = (eventId: string) => collection(firestore, COLLECTIONS.events, eventId, COLLECTIONS.comments);
export const captionsOf = (eventId: string) => collection(firestore, COLLECTIONS.events, eventId, COLLECTIONS.captions);
export const pollRef = (pollId: string) => doc(firestore, COLLECTIONS.polls, pollId);
