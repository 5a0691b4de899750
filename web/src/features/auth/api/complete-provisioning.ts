import { t } from '@lingui/core/macro';
import { withDisplayNameLower } from '@civic/domain';
import type { User } from 'firebase/auth';
import { getDoc, serverTimestamp, updateDoc } from 'firebase/firestore';
import { userRecordRef } from './auth-refs';

const PROVISIONING_TIMEOUT_MS = 20_000;

async function waitFor<T>(check: () => Promise<T | null | undefined>, tooLong: () => string): Promise<T> {
  const deadline = Date.now() + PROVISIONING_TIMEOUT_MS;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(tooLong());
    await new Promise((resolve) => setTimeout(resolve, 400));
  }
}

/**
 * The account-creation trigger writes `users/{uid}` and the role claim a moment after the Auth
 * account exists, from what Auth knew then (no display name yet). Wait for the record and the
 * claim, then put the chosen name on the record (an edit the rules allow the active owner), so
 * the first screen already has the user's role and name. This module (and with it
 * Firestore) is loaded by sign-up.ts once the account exists: its named imports let the bundler keep
 * only what it uses, where a dynamic `import('firebase/firestore')` kept the whole SDK (30 KB gzip more).
 */
export async function completeProvisioning(user: User, displayName: string): Promise<void> {
  const record = userRecordRef(user.uid);
  await waitFor(
    async () => (await getDoc(record).catch(() => null))?.exists(),
    () => t`Your account was created, but setting up your profile took too long. Try logging in.`,
  );
  // The claim first: the rules let only an active citizen edit their record (docs/trust.md), and
  // the token from sign-up predates the claim.
  await waitFor(
    async () => (await user.getIdTokenResult(true)).claims.role,
    () => t`Your account was created, but setting up your role took too long. Try logging in.`,
  );
  await updateDoc(record, { ...withDisplayNameLower(displayName), updatedAt: serverTimestamp() });
}
