import { t } from '@lingui/core/macro';
import { createUserWithEmailAndPassword, sendEmailVerification, updateProfile } from 'firebase/auth';
import { auth } from '@/lib/firebase/app';
import type { ProvisioningStep } from '@/lib/session/await-provisioning';
import { setUser } from '@/lib/session/session-store';
import { fetchUserDetails, type UserDetails } from '@/lib/session/user-details';

export interface SignUpInput {
  email: string;
  password: string;
  displayName: string;
}

/**
 * Creates the account, sends the verification email and signs the new user in once the server has
 * set the account up (`onStep` hears each step, for the form to say it).
 */
export async function signUp(
  { email, password, displayName }: SignUpInput,
  onStep?: (step: ProvisioningStep) => void,
): Promise<UserDetails> {
  const { user } = await createUserWithEmailAndPassword(auth, email, password);
  await updateProfile(user, { displayName });
  // A failed verification email must not lose the account; the profile can resend it later.
  const verification = sendEmailVerification(user).catch((error: unknown) =>
    console.warn('Could not send the verification email', error),
  );
  // Firestore loads only now, with the module that needs it, never with the sign-up page.
  const { completeProvisioning } = await import('./complete-provisioning');
  await completeProvisioning(user, displayName, onStep);
  await verification;
  const details = await fetchUserDetails(user.uid);
  if (!details) throw new Error(t`Your account was created, but your profile could not be loaded. Try logging in.`);
  setUser(details);
  return details;
}
