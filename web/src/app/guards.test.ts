import { beforeEach, describe, expect, it, vi } from 'vitest';

const notify = { warning: vi.fn(), info: vi.fn(), success: vi.fn(), error: vi.fn() };
vi.mock('@/lib/notifications', () => ({ notify }));
const checkConstitutionalVoteAccess = vi.fn();
vi.mock('@/lib/constitutional-vote-access', () => ({ checkConstitutionalVoteAccess }));

const { ACCESS_DENIED_MESSAGE, guardLoader, PageNotFound, resolveGuard, routeMeta } = await import('./guards');
const { setUser } = await import('@/lib/session/session-store');
const { RETURN_PATH_KEY, returnPathTitle } = await import('@/lib/session/return-path');

const signedIn = (role: 'admin' | 'user') => setUser({ uid: `${role}-1`, role, lastUpdated: new Date().toISOString() });

/** Runs the guards of the route at `path` as the router would for `url`. */
async function visit(path: string, url = path, extra: Parameters<typeof routeMeta>[1] = { title: 'Screen' }) {
  const loader = guardLoader(routeMeta(path, extra));
  const result = await loader({ request: new Request(`http://app.test${url}`) });
  return result instanceof Response ? { redirect: result.headers.get('Location') } : { allowed: true };
}

beforeEach(() => {
  setUser(null);
  sessionStorage.clear();
  vi.clearAllMocks();
});

describe('the guard registry', () => {
  it('knows auth, unauth and constitutional-vote-access', () => {
    for (const name of ['auth', 'unauth', 'constitutional-vote-access'])
      expect(resolveGuard(name)).toBeTypeOf('function');
  });

  it('throws "Unknown route middleware" naming an unregistered guard', () => {
    expect(() => resolveGuard('admin-only')).toThrow("Unknown route middleware: 'admin-only'");
  });

  it('refuses a route that names an unregistered guard when the table is built', () => {
    expect(() => guardLoader({ title: 'x', middleware: ['auth', 'typo'] })).toThrow("Unknown route middleware: 'typo'");
  });

  it('attaches guards and roles to route metadata', () => {
    expect(routeMeta('/Admin/polls', { title: 'Polls' })).toMatchObject({ middleware: ['auth'], roles: ['admin'] });
    expect(routeMeta('/User/dashboard', { title: 'Dashboard' })).toMatchObject({
      middleware: ['auth'],
      roles: ['user'],
    });
    expect(
      routeMeta('/User/constitutional-vote', { title: 'Vote', extra: ['constitutional-vote-access'] }),
    ).toMatchObject({ middleware: ['auth', 'constitutional-vote-access'], roles: ['user'] });
    expect(routeMeta('/', { title: 'Welcome' })).toMatchObject({ middleware: ['unauth'] });
    expect(routeMeta('/game/', { title: 'Game' })).toMatchObject({ middleware: ['auth'], roles: undefined });
    expect(routeMeta('/stream', { title: 'Stream' })).toMatchObject({ middleware: [] });
  });
});

describe('auth', () => {
  it('sends a visitor to /login and remembers where they were going', async () => {
    expect(await visit('/User/dashboard', '/User/dashboard?tab=polls')).toEqual({ redirect: '/login' });
    expect(sessionStorage.getItem(RETURN_PATH_KEY)).toBe('/User/dashboard?tab=polls');
  });

  it('remembers the title of the screen so the login page can say where it leads', async () => {
    await visit('/User/profile', '/User/profile', { title: 'Profile' });
    expect(returnPathTitle()).toBe('Profile');
  });

  it('sends a user without the route’s role to their own dashboard, with a toast', async () => {
    signedIn('user');
    expect(await visit('/Admin/dashboard', '/Admin/dashboard', { title: 'Admin dashboard' })).toEqual({
      redirect: '/User/dashboard',
    });
    expect(notify.warning).toHaveBeenCalledWith(ACCESS_DENIED_MESSAGE('Admin dashboard'));
    expect(ACCESS_DENIED_MESSAGE('Admin dashboard')).toBe('You do not have access to Admin dashboard.');
  });

  it('sends an admin on a user screen to the admin dashboard', async () => {
    signedIn('admin');
    expect(await visit('/User/profile')).toEqual({ redirect: '/Admin/dashboard' });
  });

  it('lets the right role in and forgets the remembered path', async () => {
    sessionStorage.setItem(RETURN_PATH_KEY, '/Admin/polls');
    signedIn('admin');
    expect(await visit('/Admin/polls')).toEqual({ allowed: true });
    expect(sessionStorage.getItem(RETURN_PATH_KEY)).toBeNull();
  });

  it('lets any signed-in user into /game/ and below, and sends visitors to /login', async () => {
    expect(await visit('/game/', '/game/round-2')).toEqual({ redirect: '/login' });
    signedIn('admin');
    expect(await visit('/game/', '/game/round-2')).toEqual({ allowed: true });
    signedIn('user');
    expect(await visit('/game/', '/game/')).toEqual({ allowed: true });
  });
});

describe('unauth', () => {
  it('keeps the landing page for visitors and sends a signed-in user to their dashboard', async () => {
    expect(await visit('/')).toEqual({ allowed: true });
    signedIn('user');
    expect(await visit('/')).toEqual({ redirect: '/User/dashboard' });
    signedIn('admin');
    expect(await visit('/login')).toEqual({ redirect: '/Admin/dashboard' });
  });

  it('sends a user who just signed in to the screen they were going to', async () => {
    sessionStorage.setItem(RETURN_PATH_KEY, '/User/profile');
    signedIn('user');
    expect(await visit('/login')).toEqual({ redirect: '/User/profile' });
  });
});

describe('constitutional-vote-access', () => {
  const vote = () =>
    visit('/User/constitutional-vote', '/User/constitutional-vote', {
      title: 'Constitutional vote',
      extra: ['constitutional-vote-access'],
    });

  it('lets an eligible user in while a ballot is open', async () => {
    signedIn('user');
    checkConstitutionalVoteAccess.mockResolvedValue({ allowed: true, ballotId: 'b1' });
    expect(await vote()).toEqual({ allowed: true });
    expect(checkConstitutionalVoteAccess).toHaveBeenCalledWith('user-1');
  });

  it('sends the user back to the dashboard with the reason as a toast', async () => {
    signedIn('user');
    checkConstitutionalVoteAccess.mockResolvedValue({ allowed: false, reason: 'No constitutional vote is open.' });
    expect(await vote()).toEqual({ redirect: '/User/dashboard' });
    expect(notify.info).toHaveBeenCalledWith('No constitutional vote is open.');
  });

  it('never asks the server for a visitor or an admin', async () => {
    expect(await vote()).toEqual({ redirect: '/login' });
    signedIn('admin');
    expect(await vote()).toEqual({ redirect: '/Admin/dashboard' });
    expect(checkConstitutionalVoteAccess).not.toHaveBeenCalled();
  });
});

describe('route validation', () => {
  it('raises Page Not Found: {path} with status 404 when a route’s validation fails', async () => {
    signedIn('user');
    const loader = guardLoader(routeMeta('/game/', { title: 'Game', validate: (url) => !url.pathname.includes('%') }));
    const attempt = loader({ request: new Request('http://app.test/game/%3Cx%3E') });
    await expect(attempt).rejects.toBeInstanceOf(PageNotFound);
    await expect(attempt).rejects.toMatchObject({ status: 404, message: 'Page Not Found: /game/%3Cx%3E' });
  });
});
