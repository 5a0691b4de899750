/** The two roles named in the spec's route metadata. Held in Auth custom claims (`role`). */
export const ROLES = ['admin', 'user'] as const;
export type Role = (typeof ROLES)[number];

/** A freshly created account is a citizen; only an admin's callable can promote it. */
export const DEFAULT_ROLE: Role = 'user';

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

/**
 * Why a post, question or game name from an account whose email is not verified is refused
 * (`failed-precondition`; docs/trust.md "Unverified email addresses"). Shown as it is.
 */
export const UNVERIFIED_EMAIL_MESSAGE =
  'Verify your email address before posting where others can read it: open the link we emailed you, or send a new one from your profile (Email address), then try again.';
