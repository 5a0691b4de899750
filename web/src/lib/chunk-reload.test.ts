import { afterEach, describe, expect, it, vi } from 'vitest';
import { isChunkLoadError, reloadOncePerPath, RELOAD_GUARD_TTL_MS } from './chunk-reload';

afterEach(() => sessionStorage.clear());

describe('reloading after a failed chunk load', () => {
  it('uses the spec’s 10 000 ms time-to-live', () => {
    expect(RELOAD_GUARD_TTL_MS).toBe(10_000);
  });

  it('reloads at most once per path within 10 000 ms', () => {
    const reload = vi.fn();
    expect(reloadOncePerPath('/Admin/polls', { now: 1_000, reload })).toBe(true);
    expect(reloadOncePerPath('/Admin/polls', { now: 1_000 + 9_999, reload })).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('reloads again once the time-to-live has passed', () => {
    const reload = vi.fn();
    reloadOncePerPath('/Admin/polls', { now: 1_000, reload });
    expect(reloadOncePerPath('/Admin/polls', { now: 1_000 + 10_000, reload })).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('counts each path separately', () => {
    const reload = vi.fn();
    reloadOncePerPath('/Admin/polls', { now: 1_000, reload });
    expect(reloadOncePerPath('/User/live', { now: 1_001, reload })).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('recognises the browsers’ dynamic-import failures, and nothing else', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module'))).toBe(true);
    expect(isChunkLoadError(new Error('permission-denied'))).toBe(false);
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
  });
});
