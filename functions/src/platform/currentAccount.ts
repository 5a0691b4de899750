import { COLLECTIONS, isRole, type Role } from '@civic/domain';
import { adminAuth, db } from './app.js';
import { isUserNotFound } from '../users/lib/targetUser.js';

/**
 * What the server knows about an account *now*, as opposed to what its ID token says: a token
 * stays valid for up to an hour after the account is demoted, disabled or deleted.
 */
export interface AccountNow {
  /** False once the Auth account is deleted. */
  exists: boolean;
  disabled: boolean;
  /** The Auth account's email is verified now (docs/trust.md "Unverified email addresses"). */
  emailVerified: boolean;
  /** The role in the account's current custom claims (the authority functions write). */
  claimRole: Role | null;
  /** Tokens from a sign-in before this instant (epoch seconds) are revoked. */
  validSinceSeconds: number | null;
  /** The canonical `users/{uid}` record's role and status, which the Firestore rules read. */
  record: { role: unknown; status: unknown } | null;
}

/** The claims of a verified ID token that trust decisions read. */
export interface TokenClaims {
  role?: unknown;
  /** Seconds since epoch of the sign-in this token descends from (refreshes keep it). */
  auth_time?: number;
}

export type Verdict =
  { ok: true; role: Role } | { ok: false; code: 'unauthenticated' | 'permission-denied'; message: string };

/** Reads the Auth account and its record side by side: one Auth lookup and one document read. */
export async function loadAccountNow(uid: string): Promise<AccountNow> {
  const [user, record] = await Promise.all([
    adminAuth.getUser(uid).catch((error: unknown) => {
      if (isUserNotFound(error)) return null;
      throw error;
    }),
    db.collection(COLLECTIONS.users).doc(uid).get(),
  ]);
  const role: unknown = user?.customClaims?.role;
  return {
    exists: user !== null,
    disabled: user?.disabled ?? false,
    emailVerified: user?.emailVerified ?? false,
    claimRole: isRole(role) ? role : null,
    validSinceSeconds: user?.tokensValidAfterTime ? new Date(user.tokensValidAfterTime).getTime() / 1000 : null,
    record: record.exists ? { role: record.get('role'), status: record.get('status') } : null,
  };
}

/**
 * Whether a caller holding `token` may act in one of `roles` given the account's current state.
 * Every source must agree — the token, the Auth claims and the record (role and `active`) — the
 * same condition the Firestore rules apply, so a browser never passes one gate and fails the other.
 */
export function judgeAccount(token: TokenClaims, account: AccountNow, roles: readonly Role[]): Verdict {
  if (!account.exists) return { ok: false, code: 'unauthenticated', message: 'This account no longer exists.' };
  if (account.disabled) return { ok: false, code: 'permission-denied', message: 'This account is disabled.' };
  if (account.validSinceSeconds !== null && (token.auth_time ?? 0) < account.validSinceSeconds) {
    return { ok: false, code: 'unauthenticated', message: 'This session was ended: sign in again.' };
  }
  const role = account.claimRole;
  if (!role || !roles.includes(role)) {
    return { ok: false, code: 'permission-denied', message: `This action needs the ${roles.join(' or ')} role.` };
  }
  const record = account.record;
  if (!record || record.role !== role || record.status !== 'active') {
    return { ok: false, code: 'permission-denied', message: 'This account is not active.' };
  }
  if (token.role !== role) {
    return {
      ok: false,
      code: 'permission-denied',
      message: 'Your role has changed: refresh the page or sign in again.',
    };
  }
  return { ok: true, role };
}
