import { generateTemporaryPassword, type RequestOf, type ResponseOf } from '@civic/domain';
import { logAdminAction } from '../audit.js';
import { defineCallable, type Caller } from '../callable.js';
import { createAccount } from './createAccount.js';

/**
 * `/usercreator`: one account with a chosen role and a temporary password (typed by the admin or
 * generated here). An email that already has an account is answered `existed`, nothing changed.
 */
export async function handleCreateUser(
  input: RequestOf<'createUser'>,
  caller: Caller,
): Promise<ResponseOf<'createUser'>> {
  const password = input.password ?? generateTemporaryPassword();
  const { outcome, uid } = await createAccount({
    email: input.email,
    displayName: input.displayName,
    role: input.role,
    eligible: input.eligible ?? false,
    password,
  });
  await logAdminAction(caller, 'createUser', uid, { email: input.email, role: input.role, outcome });
  return { outcome, uid, email: input.email, temporaryPassword: outcome === 'created' ? password : null };
}

export const createUser = defineCallable('createUser', { roles: ['admin'] }, handleCreateUser);
