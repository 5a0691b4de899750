/** Signing in and out, and keeping the stored user in step with Firebase Auth. */
import { onIdTokenChanged, signInWithEmailAndPassword, signOut } from 'firebase/auth';
import { auth } from '@/lib/firebase/app';
import { getStoredUser, setUser } from './session-store';
import { fetchUserDetails, type UserDetails } from './user-details';

export class NoUserDataError extends Error {
  constructor() {
    super('Your account has no profile yet. Try again in a moment.');
    this.name = 'NoUserDataError';
  }
}

/** Signs in, then loads and stores the user's details; signed out again if none exist. */
export async function signIn(email: string, password: string): Promise<UserDetails> {
  const credential = await signInWithEmailAndPassword(auth, email, password);
  const details = await fetchUserDetails(credential.user.uid);
  if (!details) {
    await signOut(auth);
    throw new NoUserDataError();
  }
  setUser(details);
  return details;
}

/** Reloads the stored user's details from the server (after a profile or role change). */
export async function refreshUser(): Promise<UserDetails | null> {
  const details = await fetchUserDetails(auth.currentUser?.uid);
  if (details) setUser(details);
  return details;
}

/** Clears the user and signs out of Firebase; the caller navigates to `/` (docs/PRODUCT.md §2). */
export async function logout(): Promise<void> {
  setUser(null);
  await signOut(auth);
}

/**
 * Follows Firebase Auth: signed out elsewhere (or token revoked) clears the stored user; a new
 * role claim (an admin changed it) reloads the details so guards and navigation follow.
 */
export function syncSessionWithAuth(): () => void {
  return onIdTokenChanged(auth, async (firebaseUser) => {
    const stored = getStoredUser();
    if (!firebaseUser) {
      if (stored) setUser(null);
      return;
    }
    if (!stored || stored.uid !== firebaseUser.uid) return; // sign-in in progress sets it
    const { claims } = await firebaseUser.getIdTokenResult();
    if (claims.role && claims.role !== stored.role) await refreshUser();
  });
}
