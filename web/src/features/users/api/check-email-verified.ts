import { auth } from '@/lib/firebase/app';

/**
 * Whether the signed-in account's email address is verified, asked of Auth afresh: a link opened
 * in another tab or on the phone counts as soon as this page asks again. The server judges posting
 * by the same Auth flag (docs/trust.md "Unverified email addresses"), never by this answer.
 */
export async function checkEmailVerified(): Promise<boolean> {
  const user = auth.currentUser;
  if (!user) throw new Error('Your session has ended. Log in again.');
  await user.reload();
  return user.emailVerified;
}
