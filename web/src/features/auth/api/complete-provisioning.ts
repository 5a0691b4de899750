import { t } from '@lingui/core/macro';
import { withDisplayNameLower } from '@civic/domain';
import type { User } from 'firebase/auth';
import { serverTimestamp, updateDoc } from 'firebase/firestore';
import { awaitProvisioning, type ProvisioningStep } from '@/lib/session/await-provisioning';
import { userRecordRef } from './auth-refs';

/**
 * The account-creation trigger writes `users/{uid}` and the role claim after the Auth account
 * exists, from what Auth knew then (no display name yet), however long the server takes
 * (docs/trust.md, "A new account's first minutes"). Wait for both by listening to the record,
 * then put the chosen name on the record (an edit the rules allow the active owner), so the first
 * screen already has the user's role and name. This module (and with it Firestore) is loaded by
 * sign-up.ts once the account exists: its named imports let the bundler keep only what it uses,
 * where a dynamic `import('firebase/firestore')` kept the whole SDK (30 KB gzip more).
 */
export async function completeProvisioning(
  user: User,
  displayName: string,
  onStep?: (step: ProvisioningStep) => void,
): Promise<void> {
  await awaitProvisioning(
    user,
    () => t`Your account was created, but the server has not finished setting it up. Log in again in a few minutes.`,
    onStep,
  );
  await updateDoc(userRecordRef(user.uid), { ...withDisplayNameLower(displayName), updatedAt: serverTimestamp() });
}
