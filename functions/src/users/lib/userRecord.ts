import {
  displayNameSchema,
  isRole,
  withDisplayNameLower,
  type Role,
  type ServerUserView,
  type UserRecord,
} from '@civic/domain';
import type { UserRecord as AuthUser } from 'firebase-admin/auth';
import { FieldValue, type Timestamp } from 'firebase-admin/firestore';

export type StoredUser = UserRecord<Timestamp>;

/** The role an Auth user holds, read from its custom claims; null for an account never provisioned. */
export function roleFromClaims(claims: Record<string, unknown> | undefined): Role | null {
  return isRole(claims?.role) ? claims.role : null;
}

/**
 * The name a new record starts with. Auth's display name is whatever the browser set (any length,
 * any characters), so it passes the profile form's schema or is not used: then the email's local
 * part, then a neutral word.
 */
export function initialDisplayName(user: Pick<AccountIdentity, 'displayName' | 'email'>): string {
  for (const candidate of [user.displayName, user.email?.split('@')[0]]) {
    const parsed = displayNameSchema.safeParse(candidate ?? '');
    if (parsed.success) return parsed.data;
  }
  return 'Citizen';
}

/** The Auth fields a new record is made from. */
export type AccountIdentity = Pick<AuthUser, 'uid' | 'disabled'> & {
  email?: string | undefined;
  displayName?: string | undefined;
  photoURL?: string | undefined;
};

/** The initial Firestore record for an account (server timestamps filled in by Firestore). */
export function newUserRecord(user: AccountIdentity, role: Role, eligible = false) {
  const email = user.email ?? '';
  const displayName = initialDisplayName(user);
  return {
    uid: user.uid,
    email,
    emailLower: email.toLowerCase(),
    ...withDisplayNameLower(displayName),
    photoURL: user.photoURL ?? '',
    bio: '',
    role,
    eligible,
    status: user.disabled ? 'disabled' : 'active',
    createdAt: FieldValue.serverTimestamp(),
    updatedAt: FieldValue.serverTimestamp(),
  } as const;
}

/** The server's view of a user: Auth is the authority for role, disabled and metadata. */
export function serverUserView(user: AuthUser, role: Role, record: Partial<StoredUser> | undefined): ServerUserView {
  const iso = (value: string | undefined) => (value ? new Date(value).toISOString() : null);
  return {
    uid: user.uid,
    email: user.email ?? null,
    displayName: record?.displayName ?? user.displayName ?? '',
    photoURL: record?.photoURL ?? user.photoURL ?? '',
    bio: record?.bio ?? '',
    role,
    eligible: record?.eligible ?? false,
    status: user.disabled ? 'disabled' : 'active',
    disabled: user.disabled,
    emailVerified: user.emailVerified,
    createdAt: iso(user.metadata.creationTime),
    lastSignInAt: iso(user.metadata.lastSignInTime),
  };
}
