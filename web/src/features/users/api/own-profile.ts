import { COLLECTIONS, withDisplayNameLower, type ProfileUpdate, type UserRecord } from '@civic/domain';
import { doc, getDoc, serverTimestamp, updateDoc, type Timestamp } from 'firebase/firestore';
import { firestore } from '@/lib/firebase/firestore';

export type OwnProfile = UserRecord<Timestamp | null>;

/** The signed-in user's own record (rules: only the owner and admins may read it). */
export async function getOwnProfile(uid: string): Promise<OwnProfile | null> {
  const snapshot = await getDoc(doc(firestore, COLLECTIONS.users, uid));
  return snapshot.exists() ? (snapshot.data() as OwnProfile) : null;
}

/**
 * Saves the editable fields, and only those: the rules refuse any other field (role, eligibility,
 * status) whatever this code sends, and require the search key to match the name.
 */
export async function updateOwnProfile(uid: string, profile: ProfileUpdate): Promise<void> {
  await updateDoc(doc(firestore, COLLECTIONS.users, uid), {
    ...withDisplayNameLower(profile.displayName),
    photoURL: profile.photoURL,
    bio: profile.bio,
    updatedAt: serverTimestamp(),
  });
}
