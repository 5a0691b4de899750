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
  it('uses the spec’s 70 000 ms timeout and region us-central1', async () => {
    expect(CALLABLE_TIMEOUT_MS).toBe(70_000);
    expect(getFunctions).toHaveBeenCalledWith({ name: 'app' }, 'us-central1');
    const call = vi.fn(async () => ({ data: { uid: 'u1', role: 'admin' } }));
    httpsCallable.mockReturnValue(call);
    expect(await callFunction('setUserRole', { uid: 'u1', role: 'admin' })).toEqual({ uid: 'u1', role: 'admin' });
    expect(httpsCallable).toHaveBeenCalledWith(expect.anything(), 'setUserRole', { timeout: 70_000 });
    expect(call).toHaveBeenCalledWith({ uid: 'u1', role: 'admin' });
  });

  it('refuses a request its shared schema rejects, before any network call', async () => {
    httpsCallable.mockClear();
    await expect(callFunction('setUserRole', { uid: 'u1', role: 'owner' as 'admin' })).rejects.toThrow();
    expect(httpsCallable).not.toHaveBeenCalled();
  });
});
