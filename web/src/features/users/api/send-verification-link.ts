import { sendEmailVerification } from 'firebase/auth';
import { auth } from '@/lib/firebase/app';

/**
 * Sends a verification link to the signed-in account's address. Accounts made by an administrator
 * (the user creator, a CSV import) never received one, so this is how they are verified.
 */
export async function sendVerificationLink(): Promise<string> {
  const user = auth.currentUser;
  if (!user?.email) throw new Error('Your session has ended. Log in again.');
  await sendEmailVerification(user);
  return user.email;
}
