import { sendPasswordResetEmail } from 'firebase/auth';
import { auth } from '@/lib/firebase/app';

/**
 * Sends a password-reset email. An unknown email is not reported as such (it would reveal who has
 * an account); the screen says the same thing either way.
 */
export async function requestPasswordReset(email: string): Promise<void> {
  try {
    await sendPasswordResetEmail(auth, email);
  } catch (error) {
    if ((error as { code?: string }).code === 'auth/user-not-found') return;
    throw error;
  }
}
