import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { i18n } from '@/lib/i18n/i18n';

/**
 * Firebase Auth error codes in words a person can act on, in the reader's language: an error code
 * maps to a catalog message, translated when shown (the pattern for every code → sentence table,
 * docs/languages.md). The login form must not say which of
 * email or password was wrong (that would confirm which emails have accounts).
 */
const MESSAGES: Record<string, MessageDescriptor> = {
  'auth/invalid-credential': msg`Email or password is incorrect.`,
  'auth/wrong-password': msg`Email or password is incorrect.`,
  'auth/user-not-found': msg`Email or password is incorrect.`,
  'auth/invalid-email': msg`Enter a valid email address.`,
  'auth/user-disabled': msg`This account has been disabled. Contact an administrator if you think this is a mistake.`,
  'auth/too-many-requests': msg`Too many attempts. Wait a few minutes and try again, or reset your password with “Forgot password?”.`,
  'auth/network-request-failed': msg`Cannot reach the server. Check your connection and try again.`,
  'auth/email-already-in-use': msg`An account with this email already exists. Log in instead, or reset your password.`,
  'auth/weak-password': msg`This password is too weak. Use at least 8 characters with letters and digits.`,
  'auth/requires-recent-login': msg`For your security, enter your current password again.`,
  'auth/missing-password': msg`Enter your password.`,
};

export function authErrorCode(error: unknown): string | null {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : null;
}

/** A friendly message for a Firebase Auth failure; anything else keeps its own message. */
export function authErrorMessage(error: unknown, fallback?: string): string {
  const code = authErrorCode(error);
  const message = code ? MESSAGES[code] : undefined;
  if (message) return i18n._(message);
  fallback ??= i18n._(msg`Something went wrong. Please try again.`);
  if (code?.startsWith('auth/')) return fallback;
  return error instanceof Error && error.message ? error.message : fallback;
}
