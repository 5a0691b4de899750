/**
 * The user schemas (zod): what the callables and the forms validate. Apart from
 * user.ts, the vocabulary, so a screen that reads a constant of it does not download zod
 * (docs/performance.md, "zod in the browser").
 */
import { z } from 'zod';
import { LANGUAGE_CODES } from './languages.js';
import { ROLES } from './roles.js';
import { shownTextSchema } from './shown-text.js';
import { USER_LIMITS } from './user-limits.js';

const httpsUrl = z
  .string()
  .trim()
  .max(USER_LIMITS.photoUrlMax, 'Photo URL is too long')
  .refine((value) => value === '' || /^https:\/\/[^\s]+$/i.test(value), {
    message: 'Photo URL must start with https://',
  });

/**
 * A person's name as others see it (profile, sign-up, the admin's user creator and import): no
 * control or text-direction characters (shown-text.ts), which can make "Alice" render as someone
 * else's name in a list. firestore.rules refuses the same (`validDisplayName`).
 */
export const displayNameSchema = shownTextSchema(
  z
    .string()
    .trim()
    .min(1, 'Display name is required')
    .max(USER_LIMITS.displayNameMax, `Display name must be at most ${USER_LIMITS.displayNameMax} characters`),
  'Display name',
);

export const profileUpdateSchema = z.object({
  displayName: displayNameSchema,
  photoURL: httpsUrl,
  bio: z.string().max(USER_LIMITS.bioMax, `Bio must be at most ${USER_LIMITS.bioMax} characters`),
});
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;

export const emailSchema = z.string().trim().toLowerCase().pipe(z.email('Enter a valid email address'));

/** Stated on the sign-up form; Firebase Auth enforces its own minimum of 6 on top. */
export const passwordSchema = z
  .string()
  .min(USER_LIMITS.passwordMin, `Password must be at least ${USER_LIMITS.passwordMin} characters`)
  .regex(/[A-Za-z]/, 'Password must contain a letter')
  .regex(/[0-9]/, 'Password must contain a digit');

export const roleSchema = z.enum(ROLES);

/** `users/{uid}.language`: a language the product speaks (firestore.rules lists the same codes). */
export const languageSchema = z.enum(LANGUAGE_CODES);
