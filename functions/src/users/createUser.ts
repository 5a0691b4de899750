import { generateTemporaryPassword, type RequestOf, type ResponseOf } from '@civic/domain';
import { createHash } from 'node:crypto';
import { logAdminAction } from '../platform/audit.js';
import { defineCallable, type Caller } from '../platform/callable.js';
import { createAccount } from './lib/createAccount.js';

/**
 * The uid a submission's account gets: fixed by the admin and the request id, so running the same
 * submission again finds the account it created instead of making a second one.
 */
export function uidForRequest(adminUid: string, requestId: string): string {
  return createHash('sha256').update(`${adminUid}:${requestId}`).digest('hex').slice(0, 28);
}

/**
 * `/usercreator`: one account with a chosen role and a temporary password (typed by the admin or
 * generated here). An email that already has an account is answered `existed`, nothing changed.
 * With a request id, a retry answers the first outcome, temporary password included, to the same
 * admin only (docs/trust.md "Retrying a create").
 */
export async function handleCreateUser(
  input: RequestOf<'createUser'>,
  caller: Caller,
): Promise<ResponseOf<'createUser'>> {
  const password = input.password ?? generateTemporaryPassword();
  const ownUid = input.requestId ? uidForRequest(caller.uid, input.requestId) : undefined;
  const account = await createAccount({
    email: input.email,
    displayName: input.displayName,
    role: input.role,
    eligible: input.eligible ?? false,
    password,
    uid: ownUid,
  });
  // An interrupted run of this same submission created it: the password is the one it was sent
  // (a password generated here by that run is lost, so none is claimed).
  const ours = account.outcome === 'existed' && account.uid === ownUid;
  const outcome = ours ? 'created' : account.outcome;
  if (!ours) {
    await logAdminAction(caller, 'createUser', account.uid, { email: input.email, role: input.role, outcome });
  }
  const temporaryPassword = outcome === 'created' && (!ours || input.password) ? password : null;
  return { outcome, uid: account.uid, email: input.email, temporaryPassword };
}

export const createUser = defineCallable(
  'createUser',
  { roles: ['admin'], retrySafe: { key: (input) => input.requestId, rerunWhenInterrupted: true } },
  handleCreateUser,
);
