import { COLLECTIONS } from '@civic/domain';
import { collection, doc } from 'firebase/firestore';
import { firestore } from '@/lib/firebase/firestore';

/** Every Firestore path of the users feature, built here only (docs/ARCHITECTURE.md). */
export const usersCollection = () => collection(firestore, COLLECTIONS.users);
export const userRef = (uid: string) => doc(firestore, COLLECTIONS.users, uid);
