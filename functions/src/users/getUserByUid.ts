import { COLLECTIONS, FUNCTIONS_REGION, uidSchema, type HttpEnvelope, type ServerUserView } from '@civic/domain';
import type { DecodedIdToken, UserRecord as AuthUser } from 'firebase-admin/auth';
import { onRequest } from 'firebase-functions/v2/https';
import { adminAuth, db } from '../platform/app.js';
import { allowedOrigins } from '../platform/cors.js';
import { sendFailure } from '../platform/httpEnvelope.js';
import { judgeAccount, loadAccountNow, type AccountNow, type TokenClaims } from '../platform/currentAccount.js';
import { isUserNotFound } from './lib/targetUser.js';
import { roleFromClaims, serverUserView, type StoredUser } from './lib/userRecord.js';
import { logFailure } from '../platform/logFailure.js';

export interface GetUserRequest {
  method: string;
  uid: unknown;
  authorization: string | undefined;
}

/** The parts of a verified ID token this function reads. */
type CallerToken = Pick<DecodedIdToken, 'uid'> & TokenClaims;

export interface GetUserDeps {
  verifyIdToken(token: string): Promise<CallerToken>;
  getAuthUser(uid: string): Promise<AuthUser | null>;
  getRecord(uid: string): Promise<Partial<StoredUser> | undefined>;
  getAccountNow(uid: string): Promise<AccountNow>;
}

export interface GetUserResult {
  status: 200 | 400 | 401 | 403 | 404 | 405 | 500;
  body: HttpEnvelope<ServerUserView>;
}

const fail = (status: GetUserResult['status'], error: string): GetUserResult => ({
  status,
  body: { success: false, error },
});

/**
 * The core of `getUserByUid`, free of HTTP plumbing so tests can call it directly.
 * Only the same user or an admin gets data; a non-admin asking for someone else is refused before
 * the lookup, so the answer never even reveals whether that uid exists.
 */
export async function getUserByUidCore(request: GetUserRequest, deps: GetUserDeps): Promise<GetUserResult> {
  if (request.method !== 'GET') return fail(405, 'Method not allowed: use GET');
  if (typeof request.uid !== 'string' || !request.uid.trim()) return fail(400, 'Query parameter uid is required');
  // The shared uid schema: a value Firestore refuses as an id (`..`, `__x__`) is a 400, not a 500.
  const parsed = uidSchema.safeParse(request.uid);
  if (!parsed.success) return fail(400, 'Query parameter uid is not a valid uid');
  const uid = parsed.data;
  const token = /^Bearer (.+)$/i.exec(request.authorization ?? '')?.[1];
  if (!token) return fail(401, 'Missing ID token: send Authorization: Bearer <token>');
  let caller: CallerToken;
  try {
    caller = await deps.verifyIdToken(token);
  } catch {
    return fail(401, 'Invalid or expired ID token');
  }
  // Reading someone else's data needs an admin *now*, not a token minted before a demotion.
  if (caller.uid !== uid && !judgeAccount(caller, await deps.getAccountNow(caller.uid), ['admin']).ok) {
    return fail(403, 'You may only read your own user data');
  }
  const user = await deps.getAuthUser(uid);
  // An account without a role (anonymous, another provider, not yet provisioned) is nobody's user.
  const role = roleFromClaims(user?.customClaims);
  if (!user || !role) return fail(404, `No user with uid ${uid}`);
  return { status: 200, body: { success: true, data: serverUserView(user, role, await deps.getRecord(uid)) } };
}

const adminDeps: GetUserDeps = {
  // checkRevoked: a disabled or signed-out-everywhere account stops getting data at once.
  verifyIdToken: (token) => adminAuth.verifyIdToken(token, true),
  getAuthUser: (uid) =>
    adminAuth.getUser(uid).catch((error: unknown) => {
      if (isUserNotFound(error)) return null;
      throw error;
    }),
  getRecord: async (uid) => (await db.collection(COLLECTIONS.users).doc(uid).get()).data() as Partial<StoredUser>,
  getAccountNow: loadAccountNow,
};

export const getUserByUid = onRequest({ region: FUNCTIONS_REGION, cors: allowedOrigins() }, async (req, res) => {
  try {
    const result = await getUserByUidCore(
      { method: req.method, uid: req.query.uid, authorization: req.get('authorization') },
      adminDeps,
    );
    res.status(result.status).json(result.body);
  } catch (error) {
    logFailure('getUserByUid failed', error);
    sendFailure(res, 500, 'Internal error');
  }
});
