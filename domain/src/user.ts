import type { LanguageCode } from './languages.js';
import type { Role } from './roles.js';
import { USER_LIMITS } from './user-limits.js';

export const USER_STATUSES = ['active', 'disabled'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

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
  /**
   * The language the person chose to read (docs/languages.md), set by them alone (with
   * `updatedAt`, nothing else); absent until they choose: the browser's languages decide.
   */
  language?: LanguageCode;
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
