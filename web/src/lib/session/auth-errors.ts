/**
 * Firebase Auth error codes in words a person can act on. The login form must not say which of
 * email or password was wrong (that would confirm which emails have accounts).
 */
const MESSAGES: Record<string, string> = {
  'auth/invalid-credential': 'Email or password is incorrect.',
  'auth/wrong-password': 'Email or password is incorrect.',
  'auth/user-not-found': 'Email or password is incorrect.',
  'auth/invalid-email': 'Enter a valid email address.',
  'auth/user-disabled': 'This account has been disabled. Contact an administrator if you think this is a mistake.',
  'auth/too-many-requests':
    'Too many attempts. Wait a few minutes and try again, or reset your password with “Forgot password?”.',
  'auth/network-request-failed': 'Cannot reach the server. Check your connection and try again.',
  'auth/email-already-in-use': 'An account with this email already exists. Log in instead, or reset your password.',
  'auth/weak-password': 'This password is too weak. Use at least 8 characters with letters and digits.',
  'auth/requires-recent-login': 'For your security, enter your current password again.',
  'auth/missing-password': 'Enter your password.',
};

export function authErrorCode(error: unknown): string | null {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : null;
}

/** A friendly message for a Firebase Auth failure; anything else keeps its own message. */
export function authErrorMessage(error: unknown, fallback = 'Something went wrong. Please try again.'): string {
  const code = authErrorCode(error);
  if (code && MESSAGES[code]) return MESSAGES[code];
  if (code?.startsWith('auth/')) return fallback;
  return error instanceof Error && error.message ? error.message : fallback;
}
