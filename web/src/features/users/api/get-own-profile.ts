import type { UserRecord } from '@civic/domain';
import { getDoc, type Timestamp } from 'firebase/firestore';
import { userRef } from './user-refs';

export type OwnProfile = UserRecord<Timestamp | null>;

/** The signed-in user's own record (rules: only the owner and admins may read it). */
export async function getOwnProfile(uid: string): Promise<OwnProfile | null> {
  const snapshot = await getDoc(userRef(uid));
  return snapshot.exists() ? (snapshot.data() as OwnProfile) : null;
}
