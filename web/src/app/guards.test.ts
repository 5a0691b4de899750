import { beforeEach, describe, expect, it, vi } from 'vitest';

const notify = { warning: vi.fn(), info: vi.fn(), success: vi.fn(), error: vi.fn() };
vi.mock('@/lib/notifications', () => ({ notify }));
const checkConstitutionalVoteAccess = vi.fn();
vi.mock('@/features/constitutional-vote/api/check-constitutional-vote-access', () => ({
  checkConstitutionalVoteAccess,
}));

const { guardsOf, resolveGuard, routeMeta } = await import('./guards');
// The signed-in screens' guards, registered as their areas' route tables load (admin-routes.tsx,
// citizen-routes.tsx).
const { ACCESS_DENIED_MESSAGE } = await import('./signed-in-guards');
const { getStoredUser, setUser } = await import('@/lib/session/session-store');
const { RETURN_PATH_KEY, returnPathTitle } = await import('@/lib/session/return-path');

const signedIn = (role: 'admin' | 'user') => setUser({ uid: `${role}-1`, role, lastUpdated: new Date().toISOString() });

/** Decides the guards of the route at `path` for `url` and applies the verdict, as the screen would. */
async function visit(
  path: string,
  url = path,
  extra: Parameters<typeof routeMeta>[1] = { title: { id: 'Screen', message: 'Screen' } },
) {
  const decision = guardsOf(routeMeta(path, extra))(new URL(`http://app.test${url}`), getStoredUser());
  if ('notFound' in decision) return { notFound: true };
  const verdict = 'pending' in decision ? await decision.pending() : decision;
  verdict.effect?.();
  return verdict.redirect ? { redirect: verdict.redirect } : { allowed: true };
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
    expect(() => guardsOf({ title: { id: 'x', message: 'x' }, middleware: ['auth', 'typo'] })).toThrow(
      "Unknown route middleware: 'typo'",
    );
  });

  it('decides without acting: a verdict’s toast and remembered path wait for its effect', () => {
    signedIn('user');
    const decision = guardsOf(
      routeMeta('/Admin/dashboard', { title: { id: 'Admin dashboard', message: 'Admin dashboard' } }),
    )(new URL('http://app.test/Admin/dashboard'), getStoredUser());
    expect(decision).toMatchObject({ redirect: '/User/dashboard' });
    expect(notify.warning).not.toHaveBeenCalled();
    (decision as { effect: () => void }).effect();
    expect(notify.warning).toHaveBeenCalledTimes(1);
  });

  it('attaches guards and roles to route metadata', () => {
    expect(routeMeta('/Admin/polls', { title: { id: 'Polls', message: 'Polls' } })).toMatchObject({
      middleware: ['auth'],
      roles: ['admin'],
    });
    expect(routeMeta('/User/dashboard', { title: { id: 'Dashboard', message: 'Dashboard' } })).toMatchObject({
      middleware: ['auth'],
      roles: ['user'],
    });
    expect(
      routeMeta('/User/constitutional-vote', {
        title: { id: 'Vote', message: 'Vote' },
        extra: ['constitutional-vote-access'],
      }),
    ).toMatchObject({ middleware: ['auth', 'constitutional-vote-access'], roles: ['user'] });
    expect(routeMeta('/', { title: { id: 'Welcome', message: 'Welcome' } })).toMatchObject({ middleware: ['unauth'] });
    expect(routeMeta('/game/', { title: { id: 'Game', message: 'Game' } })).toMatchObject({
      middleware: ['auth'],
      roles: undefined,
    });
    expect(routeMeta('/stream', { title: { id: 'Stream', message: 'Stream' } })).toMatchObject({ middleware: [] });
  });
});

describe('auth', () => {
  it('sends a visitor to /login and remembers where they were going', async () => {
    expect(await visit('/User/dashboard', '/User/dashboard?tab=polls')).toEqual({ redirect: '/login' });
    expect(sessionStorage.getItem(RETURN_PATH_KEY)).toBe('/User/dashboard?tab=polls');
  });

  it('remembers the title of the screen so the login page can say where it leads', async () => {
    await visit('/User/profile', '/User/profile', { title: { id: 'Profile', message: 'Profile' } });
    expect(returnPathTitle()).toBe('Profile');
  });

  it('sends a user without the route’s role to their own dashboard, with a toast', async () => {
    signedIn('user');
    expect(
      await visit('/Admin/dashboard', '/Admin/dashboard', {
        title: { id: 'Admin dashboard', message: 'Admin dashboard' },
      }),
    ).toEqual({
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
      title: { id: 'Constitutional vote', message: 'Constitutional vote' },
      extra: ['constitutional-vote-access'],
    });

  it('lets an eligible user in while a ballot is open', async () => {
    signedIn('user');
    checkConstitutionalVoteAccess.mockResolvedValue({ allowed: true, ballotId: 'b1' });
    expect(await vote()).toEqual({ allowed: true });
    expect(checkConstitutionalVoteAccess).toHaveBeenCalledWith('user-1', undefined);
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
  it('decides "not found" when a route’s validation fails, before any guard', async () => {
    const validate = (url: URL) => !url.pathname.includes('%');
    expect(await visit('/game/', '/game/%3Cx%3E', { title: { id: 'Game', message: 'Game' }, validate })).toEqual({
      notFound: true,
    });
    expect(sessionStorage.getItem(RETURN_PATH_KEY)).toBeNull();
    expect(await visit('/game/', '/game/round-1', { title: { id: 'Game', message: 'Game' }, validate })).toEqual({
      redirect: '/login',
    });
  });
});
