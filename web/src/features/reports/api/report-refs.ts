import { COLLECTIONS } from '@civic/domain';
import { collection } from 'firebase/firestore';
import { firestore } from '@/lib/firebase/firestore';

/** Every Firestore path of the reports feature, built here only (docs/ARCHITECTURE.md). */
export const reportsCollection = () => collection(firestore, COLLECTIONS.reports);
