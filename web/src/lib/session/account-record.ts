/**
 * The signed-in account's own `users/{uid}` record, live. Its own module so that
 * account-changes.ts loads it (and the Firestore SDK) only once someone is signed in: a dynamic
 * import of 'firebase/firestore' itself would keep every export of the SDK in the bundle.
 */
import { COLLECTIONS } from '@civic/domain';
import { doc, onSnapshot, type DocumentSnapshot, type FirestoreError } from 'firebase/firestore';
import { firestore } from '@/lib/firebase/firestore';

export function listenToAccountRecord(
  uid: string,
  onNext: (snapshot: DocumentSnapshot) => void,
  onError: (error: FirestoreError) => void,
): () => void {
  return onSnapshot(doc(firestore, COLLECTIONS.users, uid), onNext, onError);
}
