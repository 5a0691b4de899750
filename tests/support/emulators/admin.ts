/** The Admin SDK against the emulators, for arranging data and reading outcomes in tests. */
import type { Role } from '@civic/domain';
import { randomUUID } from 'node:crypto';
import { PROJECT_ID } from './stack.js';

// Same module the functions use, so tests create accounts exactly as admin callables do.
const { createAccount } = await import('../../../functions/src/users/lib/createAccount.js');
const { adminAuth, db } = await import('../../../functions/src/platform/app.js');

export { adminAuth, db, PROJECT_ID };

export interface TestAccount {
  uid: string;
  email: string;
  password: string;
  role: Role;
}

/**
 * A fresh account with a unique email, provisioned like a real one; its email is verified unless
 * `verified: false` (an unverified account may vote but not post: docs/trust.md).
 */
export async function createTestAccount(
  role: Role = 'user',
  options: { eligible?: boolean; verified?: boolean } = {},
): Promise<TestAccount> {
  const email = `${role}-${randomUUID().slice(0, 8)}@test.civic`;
  const password = 'Test-pass-1';
  const { uid } = await createAccount({
    email,
    password,
    displayName: `Test ${role}`,
    role,
    eligible: options.eligible ?? false,
    emailVerified: options.verified ?? true,
  });
  return { uid, email, password, role };
}
