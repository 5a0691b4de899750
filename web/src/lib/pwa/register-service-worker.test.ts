import { describe, expect, it, vi } from 'vitest';
import { registerServiceWorker, SERVICE_WORKER_SCOPE, SERVICE_WORKER_URL } from './register-service-worker';

const workbox = vi.hoisted(() => ({ constructed: [] as unknown[][], register: vi.fn() }));
vi.mock('workbox-window', () => ({
  Workbox: class {
    constructor(...args: unknown[]) {
      workbox.constructed.push(args);
    }
    register = workbox.register;
  },
}));

describe('registerServiceWorker', () => {
  it('registers /sw.js with scope / through workbox-window in a production build', async () => {
    workbox.register.mockResolvedValue({});
    registerServiceWorker(undefined, true);
    await vi.waitFor(() => expect(workbox.register).toHaveBeenCalledOnce());
    expect(workbox.constructed).toEqual([[SERVICE_WORKER_URL, { scope: SERVICE_WORKER_SCOPE }]]);
    expect([SERVICE_WORKER_URL, SERVICE_WORKER_SCOPE]).toEqual(['/sw.js', '/']);
  });

  it('registers nothing in development or where the browser has no service workers', () => {
    const register = vi.fn().mockResolvedValue({});
    registerServiceWorker(register, false);
    expect(register).not.toHaveBeenCalled();
  });

  it('only warns when the registration fails', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    registerServiceWorker(vi.fn().mockRejectedValue(new Error('blocked')), true);
    await vi.waitFor(() => expect(warn).toHaveBeenCalledWith('Service worker registration failed', expect.any(Error)));
  });
});
