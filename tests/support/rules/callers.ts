/**
 * Callers for Firestore rules tests. The rules' role helpers (`isAdmin()`, `isCitizen()`, …) read
 * the caller's own `users/{uid}` record besides the token, so a rules test that acts as a signed-in
 * user must seed that record first (after `clearFirestore()`), or every grant is refused:
 *
 *   beforeEach(async () => {
 *     await env().clearFirestore();
 *     await seedCallerAccounts(env(), { alice: 'user', root: 'admin' });
 *   });
 *   const alice = () => callerContext(env(), 'alice', 'user');
 *
 * Seed `{ role, status: 'disabled' }`, a role other than the token's (a demotion), or nothing (a
 * deleted account) to show a refusal.
 */
import type { Role, UserStatus } from '@civic/domain';
import { COLLECTIONS } from '@civic/domain';
import type { RulesTestContext, RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { doc, setDoc, Timestamp } from 'firebase/firestore';

/** A complete account record as the account-creation function writes it. */
export function callerAccountRecord(uid: string, role: Role, overrides: Record<string, unknown> = {}) {
  return {
    uid,
    email: `${uid}@test.civic`,
    emailLower: `${uid}@test.civic`,
    displayName: uid,
    displayNameLower: uid.toLowerCase(),
    photoURL: '',
    bio: '',
    role,
    eligible: false,
    status: 'active' satisfies UserStatus as UserStatus,
    createdAt: Timestamp.now(),
    updatedAt: Timestamp.now(),
    ...overrides,
  };
}

/** Only the fields the rules read: an ad poll open now (server time), with live results. */
export function openAdPollForRules() {
  const HOUR = 3_600_000;
  return {
    kind: 'ad',
    published: true,
    opensAt: Timestamp.fromMillis(Date.now() - HOUR),
    closesAt: Timestamp.fromMillis(Date.now() + HOUR),
    optionIds: ['a', 'b'],
    resultsVisibility: 'live',
  };
}

/**
 * Writes each caller's `users/{uid}` record with rules disabled: a role gives an active account of
 * that role; an object sets role, status or any other field.
 */
export async function seedCallerAccounts(
  env: RulesTestEnvironment,
  accounts: Record<string, Role | ({ role: Role; status?: UserStatus } & Record<string, unknown>)>,
): Promise<void> {
  await env.withSecurityRulesDisabled(async (context) => {
    const db = context.firestore();
    for (const [uid, account] of Object.entries(accounts)) {
      const { role, ...overrides } = typeof account === 'string' ? { role: account } : account;
      await setDoc(doc(db, COLLECTIONS.users, uid), callerAccountRecord(uid, role, overrides));
    }
  });
}

/**
 * A signed-in caller whose ID token carries `role` as a custom claim, signed in with email and
 * password like a real citizen. `role: null` is an account with no claim (anonymous, or not yet
 * provisioned).
 */
export function callerContext(env: RulesTestEnvironment, uid: string, role: Role | null): RulesTestContext {
  return env.authenticatedContext(uid, {
    ...(role ? { role } : {}),
    email: `${uid}@test.civic`,
    email_verified: true,
    firebase: { sign_in_provider: 'password' },
  });
}
