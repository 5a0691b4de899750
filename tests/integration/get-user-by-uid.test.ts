/** getUserByUid over real HTTP on the Functions emulator, with real Auth emulator ID tokens. */
import { HTTP_FUNCTIONS, type HttpEnvelope, type ServerUserView } from '@civic/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestAccount, type TestAccount } from '../support/emulators/admin.js';
import { clientPool } from '../support/emulators/client.js';
import { functionsOrigin } from '../support/emulators/stack.js';

const url = (query: string) => `${functionsOrigin}/${HTTP_FUNCTIONS.getUserByUid}${query}`;

let user: TestAccount;
let other: TestAccount;
let admin: TestAccount;
const clientFor = clientPool();
let userToken: string;
let adminToken: string;

async function tokenOf(account: TestAccount): Promise<string> {
  return (await clientFor(account)).idToken();
}

async function get(query: string, token?: string, init: RequestInit = {}) {
  const response = await fetch(url(query), {
    ...init,
    headers: { Accept: 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}), ...init.headers },
  });
  return {
    status: response.status,
    type: response.headers.get('content-type'),
    body: (await response.json()) as HttpEnvelope<ServerUserView>,
  };
}

beforeAll(async () => {
  [user, other, admin] = await Promise.all([
    createTestAccount('user', { eligible: true }),
    createTestAccount('user'),
    createTestAccount('admin'),
  ]);
  [userToken, adminToken] = await Promise.all([tokenOf(user), tokenOf(admin)]);
});

describe('getUserByUid on the emulator', () => {
  it('returns the caller’s own data as JSON, with the role from claims', async () => {
    const result = await get(`?uid=${user.uid}`, userToken);
    expect(result.status).toBe(200);
    expect(result.type).toMatch(/^application\/json/);
    expect(result.body).toMatchObject({
      success: true,
      data: { uid: user.uid, email: user.email, role: 'user', eligible: true, disabled: false, status: 'active' },
    });
    if (result.body.success) expect(result.body.data.createdAt).toMatch(/^\d{4}-\d\d-\d\dT/);
  });

  it('lets an admin read any user', async () => {
    const result = await get(`?uid=${other.uid}`, adminToken);
    expect(result.status).toBe(200);
    expect(result.body).toMatchObject({ success: true, data: { uid: other.uid } });
  });

  it('refuses another user’s uid with 403 and no data', async () => {
    const result = await get(`?uid=${other.uid}`, userToken);
    expect(result.status).toBe(403);
    expect(result.body).toEqual({ success: false, error: expect.any(String) });
    expect(JSON.stringify(result.body)).not.toContain(other.email);
  });

  it('answers 400 without uid, 401 without or with a bad token, 404 for an unknown uid, 405 for POST', async () => {
    expect((await get('', userToken)).status).toBe(400);
    expect((await get(`?uid=${user.uid}`)).status).toBe(401);
    expect((await get(`?uid=${user.uid}`, 'not-a-token')).status).toBe(401);
    expect((await get('?uid=no-such-user', adminToken)).status).toBe(404);
    const post = await get(`?uid=${user.uid}`, userToken, { method: 'POST' });
    expect(post.status).toBe(405);
  });

  // The Functions emulator answers every preflight permissively (firebase-tools turns on its
  // enableCors debug feature), so refusing a foreign origin is proven by the unit test of
  // allowedOrigins in functions/src/platform/cors.test.ts, not here.
  it('answers a CORS preflight from the app’s local origin', async () => {
    const preflight = (origin: string) =>
      fetch(url(`?uid=${user.uid}`), {
        method: 'OPTIONS',
        headers: {
          Origin: origin,
          'Access-Control-Request-Method': 'GET',
          'Access-Control-Request-Headers': 'authorization',
        },
      });
    const local = await preflight('http://127.0.0.1:5173');
    expect(local.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:5173');
  });
});
