/**
 * Callers for Firestore rules tests, built one way: `rulesCallers(env)` at module level gives the
 * visitor, the usual cast and any other caller. The rules' role helpers (`isAdmin()`,
 * `isCitizen()`, …) read the caller's own `users/{uid}` record besides the token, so a rules test
 * that acts as a signed-in user must seed that record first (after `clearFirestore()`), or every
 * grant is refused:
 *
 *   const env = firestoreRulesEnv('demo-civic-rules-x');
 *   const { visitor, alice, admin, as } = rulesCallers(env);
 *   const demoted = () => as('demoted', 'admin');
 *   beforeEach(async () => {
 *     await env().clearFirestore();
 *     await seedCallerAccounts(env(), { alice: 'user', root: 'admin', demoted: 'user' });
 *   });
 *
 * Seed `{ role, status: 'disabled' }`, a role other than the token's (a demotion), or nothing (a
 * deleted account) to show a refusal.
 */
import type { PollDoc, Role, UserRecord, UserStatus } from '@civic/domain';
import { COLLECTIONS } from '@civic/domain';
import type { RulesTestContext, RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { doc, setDoc, Timestamp } from 'firebase/firestore';

/** A complete account record as the account-creation function writes it. */
export function callerAccountRecord(uid: string, role: Role, overrides: Record<string, unknown> = {}) {
  const record: UserRecord = {
    uid,
    email: `${uid}@test.civic`,
    emailLower: `${uid}@test.civic`,
    displayName: uid,
    displayNameLower: uid.toLowerCase(),
    photoURL: '',
    bio: '',
    role,
    eligible: false,
    status: 'active',
    createdAt: Timestamp.now(),
    updatedAt: Timestamp.now(),
  };
  return { ...record, ...overrides };
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
  } satisfies Partial<PollDoc>;
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
function callerContext(env: RulesTestEnvironment, uid: string, role: Role | null): RulesTestContext {
  return env.authenticatedContext(uid, {
    ...(role ? { role } : {}),
    email: `${uid}@test.civic`,
    email_verified: true,
    firebase: { sign_in_provider: 'password' },
  });
}

/** The uids of the usual cast: three citizens and an administrator. */
export const CAST = { alice: 'alice', bob: 'bob', carol: 'carol', admin: 'root' } as const;

/**
 * Every caller a rules test acts as, each a function that builds a fresh context when called (the
 * environment exists only inside hooks and tests). Call at module level with the file's
 * `firestoreRulesEnv`.
 */
export function rulesCallers(env: () => RulesTestEnvironment) {
  /** `uid` signed in with a password, its token carrying `role` (`null`: no claim). */
  const as = (uid: string, role: Role | null) => callerContext(env(), uid, role);
  return {
    as,
    /** Nobody signed in. */
    visitor: () => env().unauthenticatedContext(),
    /** Signed in without a provider identity, so never provisioned (no claim, no record). */
    anonymous: (uid = 'anon') =>
      env().authenticatedContext(uid, { firebase: { sign_in_provider: 'anonymous', identities: {} } }),
    /** A password account whose token carries no role. */
    noRole: (uid = 'nobody') => as(uid, null),
    alice: () => as(CAST.alice, 'user'),
    bob: () => as(CAST.bob, 'user'),
    carol: () => as(CAST.carol, 'user'),
    admin: () => as(CAST.admin, 'admin'),
  };
}
