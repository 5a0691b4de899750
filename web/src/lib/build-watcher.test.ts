import { afterEach, describe, expect, it, vi } from 'vitest';
import { BUILD_MANIFEST_URL, checkForNewBuild, LATEST_BUILD_URL, watchForNewBuilds } from './build-watcher';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

/** A fetch answering from a table of files (URL without query → response). */
function deployed(files: Record<string, () => Response | Promise<Response>>) {
  return vi.fn(async (url: string | URL | Request) => {
    const path = String(url).split('?')[0]!;
    const answer = files[path];
    if (!answer) return new Response('not found', { status: 404 });
    return answer();
  });
}

afterEach(() => vi.useRealTimers());

describe('new-build detection', () => {
  it('polls the latest-build file with a timestamp query', async () => {
    const fetchImpl = deployed({ [LATEST_BUILD_URL]: () => json({ id: 'b1', timestamp: 1 }) });
    expect(await checkForNewBuild('b1', fetchImpl)).toBe('current');
    expect(String(fetchImpl.mock.calls[0]![0])).toMatch(/^\/latest-build\.json\?t=\d+$/);
  });

  it('reports a new build once the build manifest confirms it', async () => {
    const fetchImpl = deployed({
      [LATEST_BUILD_URL]: () => json({ id: 'b2', timestamp: 2 }),
      [BUILD_MANIFEST_URL]: () => json({ id: 'b2', timestamp: 2, entries: [] }),
    });
    expect(await checkForNewBuild('b1', fetchImpl)).toBe('new');
  });

  it('only logs when the manifest does not match', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const fetchImpl = deployed({
      [LATEST_BUILD_URL]: () => json({ id: 'b3', timestamp: 3 }),
      [BUILD_MANIFEST_URL]: () => json({ id: 'b2', timestamp: 2 }),
    });
    expect(await checkForNewBuild('b1', fetchImpl)).toBe('unknown');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('does not match'));
  });

  it('only logs when the manifest cannot be fetched', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const fetchImpl = deployed({ [LATEST_BUILD_URL]: () => json({ id: 'b2', timestamp: 2 }) });
    expect(await checkForNewBuild('b1', fetchImpl)).toBe('unknown');
    expect(warn).toHaveBeenCalledWith('Could not fetch the build manifest', expect.any(Error));
  });

  it('only logs when the latest-build file cannot be fetched', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const fetchImpl = vi.fn(async () => Promise.reject(new TypeError('offline')));
    expect(await checkForNewBuild('b1', fetchImpl)).toBe('unknown');
    expect(warn).toHaveBeenCalled();
  });

  it('reloads into the new build at the next navigation', async () => {
    vi.spyOn(console, 'info').mockImplementation(() => {});
    const reload = vi.fn();
    let navigate: ((path: string) => void) | undefined;
    const stop = watchForNewBuilds({
      currentId: 'b1',
      reload,
      fetchImpl: deployed({
        [LATEST_BUILD_URL]: () => json({ id: 'b2', timestamp: 2 }),
        [BUILD_MANIFEST_URL]: () => json({ id: 'b2', timestamp: 2 }),
      }),
      onNextNavigation: (callback) => {
        navigate = callback;
        return () => {};
      },
    });
    await vi.waitFor(() => expect(navigate).toBeDefined());
    expect(reload).not.toHaveBeenCalled();
    navigate!('/User/live');
    expect(reload).toHaveBeenCalledWith('/User/live');
    stop();
  });

  it('does not reload while the build is current', async () => {
    vi.useFakeTimers();
    const reload = vi.fn();
    const fetchImpl = deployed({ [LATEST_BUILD_URL]: () => json({ id: 'b1', timestamp: 1 }) });
    const onNextNavigation = vi.fn(() => () => {});
    const stop = watchForNewBuilds({ currentId: 'b1', reload, fetchImpl, onNextNavigation, intervalMs: 1000 });
    await vi.advanceTimersByTimeAsync(3000);
    expect(fetchImpl.mock.calls.length).toBeGreaterThanOrEqual(3);
    expect(onNextNavigation).not.toHaveBeenCalled();
    expect(reload).not.toHaveBeenCalled();
    stop();
  });
});
