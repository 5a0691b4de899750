import { afterEach, describe, expect, it, vi } from 'vitest';
import { getHttpFunction, HttpFunctionError } from './http-functions';

const answer = (body: unknown, status = 200) =>
  vi
    .spyOn(globalThis, 'fetch')
    .mockResolvedValue(new Response(typeof body === 'string' ? body : JSON.stringify(body), { status }));

afterEach(() => vi.restoreAllMocks());

describe('getHttpFunction', () => {
  it('unwraps {success, data} and sends a public GET without custom headers', async () => {
    const fetchSpy = answer({ success: true, data: null });
    expect(await getHttpFunction('getNextEvent', { query: {} })).toBeNull();
    const [url, init] = fetchSpy.mock.calls[0]!;
    expect(String(url)).toMatch(/\/getNextEvent$/);
    expect(init).toMatchObject({ method: 'GET', headers: {} });
  });

  it('sends the query, JSON headers and the bearer token on a user’s behalf', async () => {
    const fetchSpy = answer({ success: true, data: { uid: 'a b' } });
    await getHttpFunction('getUserByUid', { query: { uid: 'a b' }, idToken: 'tok' });
    const [url, init] = fetchSpy.mock.calls[0]!;
    expect(new URL(String(url)).searchParams.get('uid')).toBe('a b');
    expect(init?.headers).toEqual({
      'Content-Type': 'application/json',
      Accept: 'application/json',
      Authorization: 'Bearer tok',
    });
  });

  it('throws the function’s own error for success: false, with the HTTP status', async () => {
    answer({ success: false, error: 'You may only read your own user data' }, 403);
    const failure = getHttpFunction('getUserByUid', { query: { uid: 'x' }, idToken: null });
    await expect(failure).rejects.toBeInstanceOf(HttpFunctionError);
    await expect(failure).rejects.toMatchObject({ status: 403, message: 'You may only read your own user data' });
  });

  it('throws when the answer is not the envelope (an HTML error page, a bare JSON value)', async () => {
    answer('<html>502</html>', 502);
    await expect(getHttpFunction('getNextEvent', { query: {} })).rejects.toThrow(/HTTP 502 without \{success, data\}/);
    answer({ data: 1 });
    await expect(getHttpFunction('getNextEvent', { query: {} })).rejects.toThrow(/without \{success, data\}/);
  });
});
