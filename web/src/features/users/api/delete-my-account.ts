import { DELETE_MY_ACCOUNT_CONFIRMATION } from '@civic/domain';
import { EmailAuthProvider, reauthenticateWithCredential } from 'firebase/auth';
import { auth } from '@/lib/firebase/app';
import { callFunction } from '@/lib/firebase/functions';
import { logout } from '@/lib/session/session';

/**
 * Deletes the signed-in account: first a fresh sign-in with the password (the server refuses a
 * deletion whose sign-in is more than a few minutes old), then deleteMyAccount, then the session
 * on this device is ended. The caller navigates away.
 */
export async function deleteMyAccount(password: string): Promise<void> {
  const user = auth.currentUser;
  if (!user?.email) throw new Error('Your session has ended. Log in again to delete your account.');
  await reauthenticateWithCredential(user, EmailAuthProvider.credential(user.email, password));
  await callFunction('deleteMyAccount', { confirm: DELETE_MY_ACCOUNT_CONFIRMATION });
  await logout();
}
