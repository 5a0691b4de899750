/** Signing in and out, and keeping the stored user in step with Firebase Auth. */
import { t } from '@lingui/core/macro';
import { onIdTokenChanged, signInWithEmailAndPassword, signOut } from 'firebase/auth';
import { auth } from '@/lib/firebase/app';
import { watchAccountChanges, type AccountChange } from './account-changes';
import type { ProvisioningStep } from './await-provisioning';
import { getStoredUser, setUser } from './session-store';
import { fetchUserDetails, type UserDetails } from './user-details';

export class NoUserDataError extends Error {
  constructor() {
    super(t`Your account has no profile yet. Try again in a moment.`);
    this.name = 'NoUserDataError';
  }
}

/**
 * Signs in, then loads and stores the user's details; signed out again if none exist. An account
 * the server has not finished setting up (a first login right after a slow sign-up, docs/trust.md
 * "A new account's first minutes") is waited for, however long that takes: `onStep` hears each
 * step, for the form to say it.
 */
export async function signIn(
  email: string,
  password: string,
  onStep?: (step: ProvisioningStep) => void,
): Promise<UserDetails> {
  const credential = await signInWithEmailAndPassword(auth, email, password);
  if (!(await credential.user.getIdTokenResult()).claims.role) {
    const { awaitProvisioning } = await import('./await-provisioning');
    try {
      await awaitProvisioning(
        credential.user,
        () => t`The server has not finished setting up your account yet. Try logging in again in a few minutes.`,
        onStep,
      );
    } catch (error) {
      await signOut(auth);
      throw error;
    }
  }
  const details = await fetchUserDetails(credential.user.uid);
  if (!details) {
    await signOut(auth);
    throw new NoUserDataError();
  }
  setUser(details);
  // The language saved on the account follows the person to this device (docs/languages.md); a
  // failure leaves the page in the language it shows.
  void import('@/lib/i18n/account-language')
    .then(({ applyAccountLanguage }) => applyAccountLanguage(details.uid))
    .catch((error: unknown) => console.warn('Could not read the language saved on this account', error));
  return details;
}

/**
 * Reloads the stored user's details from the server (after a profile or role change). Stored only
 * while that same account is still the one signed in here: a logout (or another account's sign-in)
 * made while the answer was on its way wins, instead of being undone by it.
 */
export async function refreshUser(): Promise<UserDetails | null> {
  const details = await fetchUserDetails(auth.currentUser?.uid);
  if (details && getStoredUser()?.uid === details.uid) setUser(details);
  return details;
}

/** Clears the user and signs out of Firebase; the caller navigates to `/` (docs/PRODUCT.md §2). */
export async function logout(): Promise<void> {
  setUser(null);
  await signOut(auth);
}

/**
 * An administrator changed this account's rights: a fresh ID token carries the new claims, and
 * fresh details move the guards, so an open screen the account may no longer see leaves. A
 * disabled, deleted or demoted account's sessions were revoked: the refresh fails, or the server
 * no longer answers for the revoked session (no details), and this session ends.
 */
async function followAccountChange(change: AccountChange): Promise<void> {
  try {
    if (change === 'gone') throw new Error('account deleted');
    await auth.currentUser?.getIdToken(true);
    if (!(await refreshUser())) throw new Error('no user details for this session any more');
  } catch {
    await logout();
  }
}

/**
 * Follows Firebase Auth: signed out elsewhere (or token revoked) clears the stored user; a new
 * role claim (an admin changed it) reloads the details so guards and navigation follow; while
 * signed in, the account's record is watched for an administrator's changes (account-changes.ts).
 */
export function syncSessionWithAuth(): () => void {
  let watched: { uid: string; stop: () => void } | null = null;
  const watch = (uid: string | null, sinceMs = 0, provisioned = false) => {
    if (watched?.uid === uid) return;
    watched?.stop();
    watched = uid
      ? {
          uid,
          stop: watchAccountChanges(uid, sinceMs, (change) => void followAccountChange(change), { provisioned }),
        }
      : null;
  };
  const stopAuth = onIdTokenChanged(auth, async (firebaseUser) => {
    if (!firebaseUser) {
      watch(null);
      if (getStoredUser()) setUser(null);
      return;
    }
    // A token that cannot be refreshed now (no network) leaves the session as it is: the SDK
    // refreshes again, and this listener runs again, once it can. A revoked session is followed
    // by the record watcher (followAccountChange), not here.
    const result = await firebaseUser.getIdTokenResult().catch(() => null);
    if (!result) return;
    const { claims, issuedAtTime } = result;
    watch(firebaseUser.uid, Date.parse(issuedAtTime), Boolean(claims.role));
    const stored = getStoredUser();
    if (!stored || stored.uid !== firebaseUser.uid) return; // sign-in in progress sets it
    if (claims.role && claims.role !== stored.role) await refreshUser();
  });
  return () => {
    stopAuth();
    watch(null);
  };
}
