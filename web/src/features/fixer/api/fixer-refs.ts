import { COLLECTIONS } from '@civic/domain';
import { collection, doc } from 'firebase/firestore';
import { firestore } from '@/lib/firebase/firestore';

/** Every Firestore path of the fixer feature, built here only (docs/ARCHITECTURE.md). */
export const jobsCollection = () => collection(firestore, COLLECTIONS.jobs);
export const jobRef = (jobId: string) => doc(firestore, COLLECTIONS.jobs, jobId);
