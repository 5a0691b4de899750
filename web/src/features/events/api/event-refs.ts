import { COLLECTIONS } from '@civic/domain';
import { collection } from 'firebase/firestore';
import { firestore } from '@/lib/firebase/firestore';

/** The events collection, built here for the events feature's queries (docs/ARCHITECTURE.md). */
export const eventsCollection = () => collection(firestore, COLLECTIONS.events);
