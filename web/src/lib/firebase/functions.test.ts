/**
 * The wrapper hands the SDK the spec's options; the SDK's own behaviour (status table, messages,
 * timeout error) is proven against the Functions emulator in
 * tests/integration/shell-callable-client.test.ts.
 */
import { describe, expect, it, vi } from 'vitest';

const httpsCallable = vi.fn();
const getFunctions = vi.fn(() => ({ region: 'us-central1' }));
vi.mock('firebase/functions', () => ({ httpsCallable, getFunctions, connectFunctionsEmulator: vi.fn() }));
vi.mock('./app', () => ({ firebaseApp: { name: 'app' } }));

const { CALLABLE_TIMEOUT_MS, callFunction } = await import('./functions');

describe('callFunction', () => {
  it('loads the Functions SDK with the first call, with the spec’s 70 000 ms timeout and region us-central1', async () => {
    expect(CALLABLE_TIMEOUT_MS).toBe(70_000);
    expect(getFunctions).not.toHaveBeenCalled();
    const call = vi.fn(async () => ({ data: { uid: 'u1', role: 'admin' } }));
    httpsCallable.mockReturnValue(call);
    expect(await callFunction('setUserRole', { uid: 'u1', role: 'admin' })).toEqual({ uid: 'u1', role: 'admin' });
    expect(getFunctions).toHaveBeenCalledWith({ name: 'app' }, 'us-central1');
    expect(httpsCallable).toHaveBeenCalledWith(expect.anything(), 'setUserRole', { timeout: 70_000 });
    expect(call).toHaveBeenCalledWith({ uid: 'u1', role: 'admin' });
  });

  it('leaves the request’s validation to the server, which shares the schema (no zod in the browser)', async () => {
    const call = vi
      .fn()
      .mockRejectedValue(Object.assign(new Error('role: Invalid option'), { code: 'functions/invalid-argument' }));
    httpsCallable.mockReturnValue(call);
    await expect(callFunction('setUserRole', { uid: 'u1', role: 'owner' as 'admin' })).rejects.toMatchObject({
      code: 'functions/invalid-argument',
    });
    expect(call).toHaveBeenCalledWith({ uid: 'u1', role: 'owner' });
  });

  it('sends a create again with the same request id until it is answered, then a new one', async () => {
    const request = { email: 'new@test.civic', displayName: 'New', role: 'user' as const, password: 'Temp-pass-1' };
    const call = vi.fn();
    httpsCallable.mockReturnValue(call);
    call.mockRejectedValueOnce(Object.assign(new Error('deadline-exceeded'), { code: 'functions/deadline-exceeded' }));
    await expect(callFunction('createUser', request)).rejects.toThrow();
    call.mockResolvedValue({ data: { outcome: 'created' } });
    await callFunction('createUser', request);
    await callFunction('createUser', request);
    const ids = call.mock.calls.map(([sent]) => (sent as { requestId: string }).requestId);
    expect(ids[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(ids[1]).toBe(ids[0]);
    expect(ids[2]).not.toBe(ids[0]);
    // Another form (another email) is another create.
    await callFunction('createUser', { ...request, email: 'other@test.civic' });
    expect((call.mock.calls[3]?.[0] as { requestId: string }).requestId).not.toBe(ids[2]);
  });

  it('adds no request id to a callable that is not a create', async () => {
    const call = vi.fn(async () => ({ data: {} }));
    httpsCallable.mockReturnValue(call);
    await callFunction('setUserRole', { uid: 'u1', role: 'admin' });
    expect(call).toHaveBeenCalledWith({ uid: 'u1', role: 'admin' });
  });
});
