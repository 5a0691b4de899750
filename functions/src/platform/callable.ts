import {
  CALLABLES,
  FUNCTIONS_REGION,
  issuePath,
  payloadShapeProblem,
  RETRY_SAFE_CREATES,
  textPolicyRefusal,
  type CallableName,
  type RequestOf,
  type ResponseOf,
  type Role,
  UNVERIFIED_EMAIL_MESSAGE,
} from '@civic/domain';
import { HttpsError, onCall, type CallableRequest } from 'firebase-functions/v2/https';
import { judgeAccount, loadAccountNow } from './currentAccount.js';
import { answerOnce } from './requestOutcomes.js';
import { logFailure } from './logFailure.js';

/** The authenticated caller as the handler sees it, after `requireRole`. */
export interface Caller {
  uid: string;
  role: Role;
  /**
   * The Auth account's email is verified, read with the account (not from the token, so a
   * verification counts at once). Missing means not verified.
   */
  emailVerified?: boolean;
}

/**
 * Refuses the call unless the caller is signed in and their account holds one of `roles` *now*:
 * the token's claim (signed by Auth, so unforgeable) and the account's current state — not
 * deleted, not disabled, its sessions not revoked, the same role in its claims and its record.
 * A demoted, disabled or deleted account is refused on its very next call (docs/trust.md).
 */
export async function requireRole(auth: CallableRequest['auth'], ...roles: Role[]): Promise<Caller> {
  if (!auth) throw new HttpsError('unauthenticated', 'Sign in to do this.');
  const account = await loadAccountNow(auth.uid);
  const verdict = judgeAccount(auth.token, account, roles);
  if (!verdict.ok) throw new HttpsError(verdict.code, verdict.message);
  return { uid: auth.uid, role: verdict.role, emailVerified: account.emailVerified };
}

/**
 * Words others read (comments, questions, game names) need a verified email address: a throwaway
 * address is the cheapest way to spam a live room (docs/trust.md "Unverified email addresses").
 * Refused before anything is written; the screen keeps what the person typed.
 */
export function requireVerifiedEmail(caller: Caller): void {
  if (caller.emailVerified !== true) throw new HttpsError('failed-precondition', UNVERIFIED_EMAIL_MESSAGE);
}

/**
 * Validates `data` with the callable's shared schema; the first problem becomes the message. A
 * prototype key or an absurd nesting depth is refused before the schema reads anything.
 */
export function parseRequest<K extends CallableName>(name: K, data: unknown): RequestOf<K> {
  const shapeProblem = payloadShapeProblem(data);
  if (shapeProblem) throw new HttpsError('invalid-argument', shapeProblem);
  const result = CALLABLES[name].request.safeParse(data);
  if (!result.success) {
    const issue = result.error.issues[0];
    const where = issue?.path.length ? `${issuePath(issue)}: ` : '';
    throw new HttpsError('invalid-argument', `${where}${issue?.message ?? 'Invalid request'}`, {
      issues: result.error.issues.map((i) => ({ path: issuePath(i), message: i.message })),
      // A broken text policy says which rule, so a client can say it in its reader's language.
      ...textPolicyRefusal(issue),
    });
  }
  return result.data as RequestOf<K>;
}

/** A callable's core: a plain exported function of the checked request and the caller. */
export type CallableHandler<K extends CallableName> = (input: RequestOf<K>, caller: Caller) => Promise<ResponseOf<K>>;

/** How a retry-safe create names one submission (docs/trust.md "Retrying a create"). */
export interface RetrySafety<K extends CallableName> {
  /** The submission's id, usually the request's `requestId`; none means every call runs. */
  key: (input: RequestOf<K>) => string | undefined;
  /** The handler itself cannot create twice when run again (a fixed id), so an interrupted run may be. */
  rerunWhenInterrupted?: boolean;
}

/** The usual retry safety (RETRY_SAFE_CREATES): the browser's `requestId`, kept across retries of one submission. */
function byRequestId<K extends CallableName>(name: K): RetrySafety<K> | undefined {
  if (!(RETRY_SAFE_CREATES as readonly CallableName[]).includes(name)) return undefined;
  return { key: (input) => (input as { requestId?: string }).requestId };
}

/**
 * The one way callables are declared: region, role check, schema validation at the door, a create's
 * retry answered with its first outcome (`retrySafe`, by default for RETRY_SAFE_CREATES), and unexpected failures logged and turned
 * into `internal` (never a stack trace to the client).
 */
export function defineCallable<K extends CallableName>(
  name: K,
  options: {
    roles: Role[];
    timeoutSeconds?: number;
    memory?: '256MiB' | '512MiB' | '1GiB';
    retrySafe?: RetrySafety<K>;
  },
  handler: CallableHandler<K>,
) {
  return onCall(
    { region: FUNCTIONS_REGION, timeoutSeconds: options.timeoutSeconds ?? 60, memory: options.memory ?? '256MiB' },
    async (request) => {
      const caller = await requireRole(request.auth, ...options.roles);
      const input = parseRequest(name, request.data);
      const retrySafe = options.retrySafe ?? byRequestId(name);
      const key = retrySafe?.key(input);
      try {
        if (key === undefined) return await handler(input, caller);
        return await answerOnce(name, caller.uid, key, input, () => handler(input, caller), retrySafe);
      } catch (error) {
        if (error instanceof HttpsError) throw error;
        logFailure(`${name} failed`, error, { caller: caller.uid });
        throw new HttpsError('internal', `${name} failed unexpectedly.`);
      }
    },
  );
}
