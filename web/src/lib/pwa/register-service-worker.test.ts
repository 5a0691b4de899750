import { describe, expect, it, vi } from 'vitest';
import { registerServiceWorker, SERVICE_WORKER_SCOPE, SERVICE_WORKER_URL } from './register-service-worker';

const containerWith = (register: ServiceWorkerContainer['register']) => ({ register }) as ServiceWorkerContainer;

describe('registerServiceWorker', () => {
  it('registers /sw.js with scope / in a production build', () => {
    const register = vi.fn().mockResolvedValue({});
    registerServiceWorker(containerWith(register), true);
    expect(register).toHaveBeenCalledWith(SERVICE_WORKER_URL, { scope: SERVICE_WORKER_SCOPE });
    expect([SERVICE_WORKER_URL, SERVICE_WORKER_SCOPE]).toEqual(['/sw.js', '/']);
  });

  it('registers nothing in development or where the browser has no service workers', () => {
    const register = vi.fn().mockResolvedValue({});
    registerServiceWorker(containerWith(register), false);
    expect(register).not.toHaveBeenCalled();
    expect(() => registerServiceWorker(undefined, true)).not.toThrow();
  });

  it('only warns when the registration fails', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    registerServiceWorker(containerWith(vi.fn().mockRejectedValue(new Error('blocked'))), true);
    await vi.waitFor(() => expect(warn).toHaveBeenCalledWith('Service worker registration failed', expect.any(Error)));
  });
});
