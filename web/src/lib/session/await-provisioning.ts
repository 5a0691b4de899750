/**
 * A new account's first minutes (docs/trust.md, "A new account's first minutes"): the server's
 * account trigger writes `users/{uid}`, then gives the account its role claim and bumps the
 * record's `claimsUpdatedAt`. On a quiet machine that takes a second; on a loaded one, or at a
 * cold start, it has taken close to a minute. Sign-up and a first login wait for it by listening
 * to the record — never for a fixed time — and report each step, so the screen says what is
 * happening. Loaded with the Firestore SDK only when an account has no role yet.
 */
import type { User } from 'firebase/auth';
import { listenToAccountRecord } from './account-record';

/** What the server still has to do: write the account's profile, then give it its role. */
export type ProvisioningStep = 'profile' | 'role';

/**
 * A bound only so that a listener never outlives a server that will not answer (the trigger
 * failed for good): far beyond the slowest provisioning seen, and said in words when reached.
 */
export const PROVISIONING_GIVE_UP_MS = 10 * 60_000;

/** Token checks while the record exists but the claim is not on the token yet (an older trigger does not bump the record). */
const RECHECK_MS = [1_000, 2_000, 4_000, 8_000];

export class ProvisioningUnfinishedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ProvisioningUnfinishedError';
  }
}

/**
 * Resolves once `user`'s record exists and a fresh ID token carries its role; `onStep` hears each
 * step as the record changes. Rejects with `tooLong()`'s words after PROVISIONING_GIVE_UP_MS, or
 * with the listener's error.
 */
export function awaitProvisioning(
  user: User,
  tooLong: () => string,
  onStep: (step: ProvisioningStep) => void = () => {},
): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    let settled = false;
    let checking = false;
    let again = false;
    let rechecks = 0;
    let recheck: ReturnType<typeof setTimeout> | undefined;
    let stop = () => {};
    // `end` is called only later, from the timer and the listener, once it is defined.
    const giveUp = setTimeout(() => end(new ProvisioningUnfinishedError(tooLong())), PROVISIONING_GIVE_UP_MS);
    const end = (error?: unknown) => {
      if (settled) return;
      settled = true;
      clearTimeout(recheck);
      clearTimeout(giveUp);
      stop();
      if (error === undefined) resolve();
      else reject(error instanceof Error ? error : new Error(String(error)));
    };
    // One token refresh at a time; a record change during one asks for another after it.
    const checkRole = async () => {
      if (settled) return;
      if (checking) {
        again = true;
        return;
      }
      checking = true;
      clearTimeout(recheck);
      try {
        const { claims } = await user.getIdTokenResult(true);
        if (claims.role) return end();
      } catch (error) {
        // A refresh that failed (offline for a moment) is tried again below, like a missing claim.
        console.warn('Could not refresh the new account’s token; trying again', error);
      } finally {
        checking = false;
      }
      if (again) {
        again = false;
        return void checkRole();
      }
      const wait = RECHECK_MS[Math.min(rechecks++, RECHECK_MS.length - 1)];
      recheck = setTimeout(() => void checkRole(), wait);
    };
    onStep('profile');
    stop = listenToAccountRecord(
      user.uid,
      (snapshot) => {
        if (settled || !snapshot.exists()) return;
        onStep('role');
        void checkRole();
      },
      (error) => end(error),
    );
    if (settled) stop();
  });
}
