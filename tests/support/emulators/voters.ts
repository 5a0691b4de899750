/**
 * Many voters, fast: account records made in bulk and
 * callables called over HTTP with the unsigned ID tokens the emulators accept, instead of one web
 * SDK instance and password sign-in per voter (which would take minutes for thousands).
 */
import type { CallableName, RequestOf, ResponseOf, Role, UserRecord } from '@civic/domain';
import { COLLECTIONS } from '@civic/domain';
import { FieldValue } from 'firebase-admin/firestore';
import { randomUUID } from 'node:crypto';
import { Agent, request } from 'node:http';
import { adminAuth, db } from './admin.js';
import { emulatorToken } from './emulator-token.js';
import { functionsOrigin } from './stack.js';

export interface BulkVoter {
  uid: string;
  email: string;
}

/**
 * `count` active user accounts (marked eligible, with a verified email, when asked): `users/{uid}` records, 500 per
 * commit, and Auth accounts with the `user` claim imported 1 000 at a time (no password, so the
 * provisioning trigger has nothing to do for them).
 */
export async function createBulkVoters(
  count: number,
  options: { eligible: boolean; verified?: boolean },
): Promise<BulkVoter[]> {
  const tag = randomUUID().slice(0, 8);
  const voters = Array.from({ length: count }, (_, i) => ({
    uid: `voter-${tag}-${i}`,
    email: `voter-${tag}-${i}@bulk.civic`,
  }));
  for (let i = 0; i < voters.length; i += 500) {
    const batch = db.batch();
    for (const { uid, email } of voters.slice(i, i + 500)) {
      batch.set(db.collection(COLLECTIONS.users).doc(uid), {
        uid,
        email,
        emailLower: email,
        displayName: uid,
        displayNameLower: uid,
        photoURL: '',
        bio: '',
        role: 'user',
        eligible: options.eligible,
        status: 'active',
        createdAt: FieldValue.serverTimestamp(),
        updatedAt: FieldValue.serverTimestamp(),
      } satisfies UserRecord);
    }
    await batch.commit();
  }
  // Callables check the Auth account as it is now (docs/trust.md), so each voter also needs one,
  // with its role claim. Imported without a password, the provisioning trigger leaves them alone.
  for (let i = 0; i < voters.length; i += 1000) {
    const result = await adminAuth.importUsers(
      voters.slice(i, i + 1000).map(({ uid, email }) => ({
        uid,
        email,
        emailVerified: options.verified ?? false,
        customClaims: { role: 'user' },
      })),
    );
    if (result.failureCount > 0) throw new Error(`${result.failureCount} voter accounts were not imported`);
  }
  // A token must come from a sign-in after the account's creation (tokens are judged by second).
  await new Promise((resolve) => setTimeout(resolve, 1100));
  return voters;
}

/**
 * Thousands of callers share a few connections, as behind a load balancer: every request is issued
 * at once and waits for a socket. The Functions emulator starts one worker process per request in
 * flight, so this bounds its processes (on a 2-core machine shared with other stacks).
 */
export const CALLABLE_CONNECTIONS = Number(process.env.CALLABLE_CONNECTIONS ?? 8);
const agent = new Agent({ keepAlive: false, maxSockets: CALLABLE_CONNECTIONS });
function post(url: string, body: string, headers: Record<string, string>): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method: 'POST', agent, headers }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

export type CallOutcome<K extends CallableName> =
  { ok: true; data: ResponseOf<K> } | { ok: false; code: string; message: string };

/**
 * POSTs a callable as the spec's client does ({data}, bearer token) and returns its outcome.
 * `rawData` is sent as written: a hostile payload (a `__proto__` key) that the SDK's encoder
 * would drop before it left the client.
 */
export async function callAs<K extends CallableName>(
  uid: string,
  name: K,
  data: RequestOf<K> | { rawData: string },
  role: Role = 'user',
  claims: Record<string, unknown> = {},
): Promise<CallOutcome<K>> {
  const payload = 'rawData' in data ? data.rawData : JSON.stringify(data);
  const { status, text } = await post(`${functionsOrigin}/${name}`, `{"data":${payload}}`, {
    'content-type': 'application/json',
    authorization: `Bearer ${emulatorToken(uid, role, claims)}`,
  });
  let body: { result?: ResponseOf<K>; error?: { status: string; message: string } };
  try {
    body = JSON.parse(text) as typeof body;
  } catch {
    return { ok: false, code: `http-${status}`, message: text.slice(0, 300) };
  }
  if (body.error) {
    return { ok: false, code: body.error.status.toLowerCase().replaceAll('_', '-'), message: body.error.message };
  }
  return { ok: true, data: body.result as ResponseOf<K> };
}
