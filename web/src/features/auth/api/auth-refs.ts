import { COLLECTIONS } from '@civic/domain';
import { doc } from 'firebase/firestore';
import { firestore } from '@/lib/firebase/firestore';

/**
 * Every Firestore path of the auth feature, built here only (docs/ARCHITECTURE.md). Sign-up
 * loads this module (and with it Firestore) only once the account exists, never with the page.
 */
export const userRecordRef = (uid: string) => doc(firestore, COLLECTIONS.users, uid);
