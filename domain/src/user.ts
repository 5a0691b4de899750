import { z } from 'zod';
import { ROLES, type Role } from './roles.js';
import { withoutForbiddenCharacters } from './shown-text.js';

export const USER_STATUSES = ['active', 'disabled'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

import { USER_LIMITS } from './user-limits.js';

export { USER_LIMITS };

/**
 * The canonical account record at Firestore `users/{uid}`. Timestamps are Firestore Timestamps on
 * the server and in the SDK; this type names the fields both sides agree on.
 */
export interface UserRecord<TTime = unknown> {
  uid: string;
  email: string;
  displayName: string;
  photoURL: string;
  bio: string;
  /** Mirror of the custom claim; the claim is the authority, written only by functions. */
  role: Role;
  /** Eligibility for the constitutional vote; written only by functions. */
  eligible: boolean;
  status: UserStatus;
  createdAt: TTime;
  updatedAt: TTime;
  /** Lower-cased email and display name, for prefix search in the admin user list. */
  emailLower: string;
  displayNameLower: string;
}

/**
 * A display name with its lower-cased search key: the two are always written together (the rules
 * refuse a record whose `displayNameLower` is not `displayName.lower()`).
 */
export function withDisplayNameLower(displayName: string): Pick<UserRecord, 'displayName' | 'displayNameLower'> {
  return { displayName, displayNameLower: displayName.toLowerCase() };
}

/** The only fields a user may change on their own record (rules enforce the same list). */
export const USER_EDITABLE_FIELDS = ['displayName', 'photoURL', 'bio'] as const;
export type UserEditableField = (typeof USER_EDITABLE_FIELDS)[number];

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
export const displayNameSchema = withoutForbiddenCharacters(
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
