import { withDisplayNameLower, type ProfileUpdate } from '@civic/domain';
import { serverTimestamp, updateDoc } from 'firebase/firestore';
import { userRef } from './user-refs';

/**
 * Saves the editable fields, and only those: the rules refuse any other field (role, eligibility,
 * status) whatever this code sends, and require the search key to match the name.
 */
export async function updateOwnProfile(uid: string, profile: ProfileUpdate): Promise<void> {
  await updateDoc(userRef(uid), {
    ...withDisplayNameLower(profile.displayName),
    photoURL: profile.photoURL,
    bio: profile.bio,
    updatedAt: serverTimestamp(),
  });
}
