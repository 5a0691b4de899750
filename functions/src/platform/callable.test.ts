/**
 * The door every callable goes through (defineCallable), called directly with `run` — the same
 * function the Functions runtime invokes after decoding the HTTP request. The handlers here are
 * stand-ins; tests/integration calls the real ones through the emulators.
 */
import { logger } from 'firebase-functions';
import { HttpsError, type CallableRequest } from 'firebase-functions/v2/https';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defineCallable } from './callable.js';
import type * as CurrentAccount from './currentAccount.js';
import type { AccountNow } from './currentAccount.js';

afterEach(() => vi.restoreAllMocks());

// The account as the server sees it now (Auth and its record): active, with the role its token
// claims. currentAccount.test.ts and tests/integration/trust.test.ts cover accounts that changed.
const accounts = new Map<string, string>();
vi.mock('./currentAccount.js', async (importOriginal) => ({
  ...(await importOriginal<typeof CurrentAccount>()),
  loadAccountNow: async (uid: string): Promise<AccountNow> => {
    const role = accounts.get(uid) as AccountNow['claimRole'];
    return {
      exists: true,
      disabled: false,
      emailVerified: true,
      claimRole: role,
      validSinceSeconds: null,
      record: { role, status: 'active' },
    };
  },
}));

const signedIn = (uid: string, role: string) => {
  accounts.set(uid, role);
  return { uid, token: { role } } as unknown as CallableRequest['auth'];
};
const request = (auth: CallableRequest['auth'], data: unknown) => ({ auth, data }) as CallableRequest;

/** The HttpsError a call ends with (fails the test if it succeeds or throws anything else). */
async function refusal(call: Promise<unknown>): Promise<HttpsError> {
  const error = await call.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(HttpsError);
  return error as HttpsError;
}

describe('defineCallable', () => {
  it('refuses a visitor with unauthenticated, before the handler runs', async () => {
    const handler = vi.fn();
    const setUserRole = defineCallable('setUserRole', { roles: ['admin'] }, handler);
    const error = await refusal(setUserRole.run(request(undefined, { uid: 'u2', role: 'admin' })));
    expect(error.code).toBe('unauthenticated');
    expect(handler).not.toHaveBeenCalled();
  });

  it('refuses a caller without the role with permission-denied, before the handler runs', async () => {
    const handler = vi.fn();
    const setUserRole = defineCallable('setUserRole', { roles: ['admin'] }, handler);
    const error = await refusal(setUserRole.run(request(signedIn('u1', 'user'), { uid: 'u1', role: 'admin' })));
    expect(error.code).toBe('permission-denied');
    expect(error.message).toBe('This action needs the admin role.');
    expect(handler).not.toHaveBeenCalled();
  });

  it('refuses a request its schema rejects with invalid-argument naming the field', async () => {
    const handler = vi.fn();
    const setUserRole = defineCallable('setUserRole', { roles: ['admin'] }, handler);
    const error = await refusal(setUserRole.run(request(signedIn('a1', 'admin'), { uid: 'u2', role: 'owner' })));
    expect(error.code).toBe('invalid-argument');
    expect(error.message).toMatch(/^role: /);
    expect(error.details).toEqual({ issues: [{ path: 'role', message: expect.any(String) }] });
    expect(handler).not.toHaveBeenCalled();
  });

  it('names a nested field by its full path', async () => {
    const createPoll = defineCallable('createPoll', { roles: ['admin'] }, vi.fn());
    const poll = {
      kind: 'poll',
      question: 'Which day?',
      description: '',
      options: [{ label: 'Monday' }, { label: 'x'.repeat(81) }],
      published: false,
      opensAt: 1,
      closesAt: 2,
      resultsVisibility: 'live',
      sponsor: null,
    };
    const error = await refusal(createPoll.run(request(signedIn('a1', 'admin'), { poll })));
    expect(error.code).toBe('invalid-argument');
    expect(error.message).toMatch(/^poll\.options\.1\.label: /);
  });

  it('says which text-policy rule a refused text broke, as a reason in the details', async () => {
    const handler = vi.fn();
    const postComment = defineCallable('postComment', { roles: ['user', 'admin'] }, handler);
    const post = (text: string) =>
      refusal(postComment.run(request(signedIn('u1', 'user'), { eventId: 'e1', text, kind: 'comment' })));
    const reversed = await post('nimda\u202E');
    expect(reversed.code).toBe('invalid-argument');
    expect(reversed.message).toMatch(/^text: .*control or text-direction characters/);
    expect(reversed.details).toMatchObject({ reason: 'text-policy', rule: 'forbidden-characters' });
    expect((await post('?!')).details).toMatchObject({ reason: 'text-policy', rule: 'no-letters' });
    // Any other problem has no reason: the client says the code's sentence or the field's.
    expect((await post('')).details).not.toHaveProperty('reason');
    expect(handler).not.toHaveBeenCalled();
  });

  it('hands the handler the parsed request and the caller, and returns its answer', async () => {
    const handler = vi.fn(async ({ uid, role }: { uid: string; role: 'admin' | 'user' }) => ({ uid, role }));
    const setUserRole = defineCallable('setUserRole', { roles: ['admin'] }, handler);
    const answer = await setUserRole.run(request(signedIn('a1', 'admin'), { uid: '  u2  ', role: 'user' }));
    expect(answer).toEqual({ uid: 'u2', role: 'user' });
    expect(handler).toHaveBeenCalledWith(
      { uid: 'u2', role: 'user' },
      { uid: 'a1', role: 'admin', emailVerified: true },
    );
  });

  it('passes a refusal the handler chose through unchanged', async () => {
    const setUserRole = defineCallable('setUserRole', { roles: ['admin'] }, async () => {
      throw new HttpsError('not-found', 'No user with uid u2');
    });
    const error = await refusal(setUserRole.run(request(signedIn('a1', 'admin'), { uid: 'u2', role: 'user' })));
    expect(error.code).toBe('not-found');
    expect(error.message).toBe('No user with uid u2');
  });

  it('turns an unexpected failure into internal: logged, with no message, stack or details to the client', async () => {
    const log = vi.spyOn(logger, 'error').mockImplementation(() => {});
    const secret = new Error('connect ECONNREFUSED 10.0.0.7:5432 (db password hunter2)');
    const setUserRole = defineCallable('setUserRole', { roles: ['admin'] }, async () => {
      throw secret;
    });
    const error = await refusal(setUserRole.run(request(signedIn('a1', 'admin'), { uid: 'u2', role: 'user' })));
    expect(error.code).toBe('internal');
    expect(error.message).toBe('setUserRole failed unexpectedly.');
    expect(error.details).toBeUndefined();
    expect(JSON.stringify(error.toJSON())).not.toMatch(/ECONNREFUSED|hunter2|at .*\.ts/);
    // The error as an argument of its own: among the fields it would be written as {} (logFailure.test.ts).
    expect(log).toHaveBeenCalledWith('setUserRole failed', secret, { caller: 'a1' });
  });
});
