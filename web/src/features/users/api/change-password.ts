import { EmailAuthProvider, reauthenticateWithCredential, updatePassword } from 'firebase/auth';
import { auth } from '@/lib/firebase/app';

/**
 * Changes the signed-in user's password after proving they know the current one: Firebase asks
 * for a recent sign-in anyway, and re-authenticating stops a borrowed open session from doing it.
 */
export async function changePassword(currentPassword: string, newPassword: string): Promise<void> {
  const user = auth.currentUser;
  if (!user?.email) throw new Error('Your session has ended. Log in again to change your password.');
  await reauthenticateWithCredential(user, EmailAuthProvider.credential(user.email, currentPassword));
  await updatePassword(user, newPassword);
}
