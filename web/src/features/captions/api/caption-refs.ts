import { COLLECTIONS } from '@civic/domain';
import { collection } from 'firebase/firestore';
import { firestore } from '@/lib/firebase/firestore';

/** Every Firestore path of the captions feature, built here only (docs/ARCHITECTURE.md). */
export const captionsOf = (eventId: string) => collection(firestore, COLLECTIONS.events, eventId, COLLECTIONS.captions);
