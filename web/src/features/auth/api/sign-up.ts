import { withDisplayNameLower } from '@civic/domain';
import { createUserWithEmailAndPassword, sendEmailVerification, updateProfile, type User } from 'firebase/auth';
import { auth } from '@/lib/firebase/app';
import { setUser } from '@/lib/session/session-store';
import { fetchUserDetails, type UserDetails } from '@/lib/session/user-details';

export interface SignUpInput {
  email: string;
  password: string;
  displayName: string;
}

const PROVISIONING_TIMEOUT_MS = 20_000;

async function waitFor<T>(check: () => Promise<T | null | undefined>, what: string): Promise<T> {
  const deadline = Date.now() + PROVISIONING_TIMEOUT_MS;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`Your account was created, but ${what} took too long. Try logging in.`);
    await new Promise((resolve) => setTimeout(resolve, 400));
  }
}

/**
 * The account-creation trigger writes `users/{uid}` and the role claim a moment after the Auth
 * account exists, from what Auth knew then (no display name yet). Wait for the record and the
 * claim, then put the chosen name on the record (an edit the rules allow the active owner), so
 * the first screen already has the user's role and name. Firestore is loaded only now, not with the sign-up page.
 */
async function completeProvisioning(user: User, displayName: string): Promise<void> {
  const [{ userRecordRef }, { getDoc, serverTimestamp, updateDoc }] = await Promise.all([
    import('./auth-refs'),
    import('firebase/firestore'),
  ]);
  const record = userRecordRef(user.uid);
  await waitFor(async () => (await getDoc(record).catch(() => null))?.exists(), 'setting up your profile');
  // The claim first: the rules let only an active citizen edit their record (docs/trust.md), and
  // the token from sign-up predates the claim.
  await waitFor(async () => (await user.getIdTokenResult(true)).claims.role, 'setting up your role');
  await updateDoc(record, { ...withDisplayNameLower(displayName), updatedAt: serverTimestamp() });
}

/** Creates the account, sends the verification email and signs the new user in. */
export async function signUp({ email, password, displayName }: SignUpInput): Promise<UserDetails> {
  const { user } = await createUserWithEmailAndPassword(auth, email, password);
  await updateProfile(user, { displayName });
  // A failed verification email must not lose the account; the profile can resend it later.
  const verification = sendEmailVerification(user).catch((error: unknown) =>
    console.warn('Could not send the verification email', error),
  );
  await completeProvisioning(user, displayName);
  await verification;
  const details = await fetchUserDetails(user.uid);
  if (!details) throw new Error('Your account was created, but your profile could not be loaded. Try logging in.');
  setUser(details);
  return details;
}
