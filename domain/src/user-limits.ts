/**
 * Account limits and the password rules in words, free of zod: public pages (sign-up) show them
 * without downloading the schemas. Re-exported by user.ts and accounts.ts.
 */

/** Limits shown on the profile form and enforced by rules and functions. */
export const USER_LIMITS = {
  displayNameMax: 80,
  bioMax: 280,
  photoUrlMax: 2048,
  passwordMin: 8,
} as const;

/** The password rules in words, stated on every form that sets a password. */
export const PASSWORD_RULES = `At least ${USER_LIMITS.passwordMin} characters, with at least one letter and one digit.`;
