import { act, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type * as Firestore from 'firebase/firestore';
import type * as I18n from '@/lib/i18n/i18n';
import { INFO_PATHS, paths } from '@/config/paths';
import { REPLAY_PAGES } from '@/features/replays/replay-path';
import { PUBLIC_SCREENS } from '../../build-tools/public-catalog';
import type { RouteHandle } from './router';

vi.mock('@/lib/firebase/app', () => ({ auth: { currentUser: null }, firebaseApp: {} }));
vi.mock('firebase/auth', () => ({ signOut: vi.fn(async () => {}), onIdTokenChanged: vi.fn(() => () => {}) }));
// Route modules that are feature screens (the game area) load Firestore and Functions clients
// while their route resolves, even when its loader answers 404.
vi.mock('@/lib/firebase/firestore', () => ({ firestore: {} }));
vi.mock('@/lib/firebase/functions', () => ({ callFunction: vi.fn() }));
// The light dashboard reads with Firestore Lite; here no one-time read ever answers either.
vi.mock('@/lib/firebase/firestore-lite', () => ({ liteFirestore: {} }));
vi.mock('@/lib/firebase/firestore-once', () => ({
  chooseOnceFirestore: vi.fn(),
  onceFirestore: () => new Promise(() => {}),
}));
// Screens listen to Firestore as they render; here no listener ever answers (they stay loading).
vi.mock('firebase/firestore', async (importOriginal) => ({
  ...(await importOriginal<typeof Firestore>()),
  collection: vi.fn(),
  doc: vi.fn(),
  query: vi.fn(),
  where: vi.fn(),
  orderBy: vi.fn(),
  limit: vi.fn(),
  onSnapshot: vi.fn(() => () => {}),
  getCountFromServer: vi.fn(() => new Promise(() => {})),
}));

// The catalogs each route asks for as it loads (loadRouteCatalog's arguments), in order.
const catalogsAsked = vi.hoisted(() => [] as string[][]);
vi.mock('@/lib/i18n/i18n', async (importOriginal) => {
  const original = await importOriginal<typeof I18n>();
  return {
    ...original,
    loadRouteCatalog: (...names: Parameters<typeof original.loadRouteCatalog>) => {
      catalogsAsked.push(names);
      return original.loadRouteCatalog(...names);
    },
  };
});

const { AppRoutes, routes: publicRoutes } = await import('./router');
const { adminRoutes } = await import('./admin-routes');
const { citizenRoutes } = await import('./citizen-routes');
/** Every table: the entry's, and the signed-in areas' that its catch-all loads. */
const routes = [...publicRoutes, ...adminRoutes, ...citizenRoutes];
const { activateLanguage } = await import('@/lib/i18n/i18n');
const { setUser } = await import('@/lib/session/session-store');

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <AppRoutes />
    </MemoryRouter>,
  );
}

// Screens are lazy route modules: on a loaded machine importing one takes longer than
// findBy's default second, so every wait for a screen gets a generous limit.
const SCREEN_LOAD = { timeout: 15_000 };

const signedIn = (role: 'admin' | 'user') =>
  setUser({ uid: `${role}-1`, role, displayName: `Test ${role}`, lastUpdated: new Date().toISOString() });

afterEach(() => {
  setUser(null);
  sessionStorage.clear();
});

/** Every path of the spec's route table, as a URL a browser would open. */
function allPaths(): string[] {
  const flat = (value: unknown): string[] =>
    typeof value === 'string' ? [value] : Object.values(value as object).flatMap(flat);
  return flat(paths);
}

function routePaths(): string[] {
  const collect = (list: typeof routes): string[] =>
    list.flatMap((route) => [...(route.path ? [route.path] : []), ...collect(route.children ?? [])]);
  return collect(routes);
}

describe('the route table', () => {
  it('has the spec’s 23 paths, the two information pages and the two replay pages, each defined once, plus the catch-all', () => {
    const added: readonly string[] = [...INFO_PATHS, ...REPLAY_PAGES];
    expect(allPaths().filter((path) => !added.includes(path))).toHaveLength(23);
    expect(allPaths()).toHaveLength(27);
    const defined = routePaths();
    expect(defined.filter((path) => path !== '*').sort()).toEqual(
      allPaths()
        .map((path) => (path === paths.game ? `${paths.game}*` : path))
        .sort(),
    );
    expect(defined).toContain('*');
  });

  it('has no path parameters', () => {
    expect(routePaths().filter((path) => path.includes(':'))).toEqual([]);
  });

  it('loads the app catalog with every screen but the public pages (build-tools/public-catalog.ts)', () => {
    const screens = (list: typeof routes): typeof routes =>
      list.flatMap((route) => [...(route.path && route.path !== '*' ? [route] : []), ...screens(route.children ?? [])]);
    // A screen without the `auth` guard renders without the app catalog: its messages must be in
    // the public one, whose list starts from PUBLIC_SCREENS.
    const withoutSignIn = screens(routes)
      .filter((route) => !(route.handle as RouteHandle).meta?.middleware?.includes('auth'))
      .map((route) => route.path);
    expect(withoutSignIn.sort()).toEqual(
      [paths.landing, paths.login, paths.signup, paths.stream, ...INFO_PATHS, ...REPLAY_PAGES].sort(),
    );
    expect(PUBLIC_SCREENS).toEqual(
      ['landing', 'login', 'signup', 'stream', 'open-data', 'privacy', 'replays', 'replay'].map(
        (name) => `src/app/routes/${name}.tsx`,
      ),
    );
  });

  it('loads each signed-in screen and layout with its area’s catalogs, never another area’s (issue 43)', async () => {
    type Loaded = readonly [path: string, preload: () => Promise<unknown>];
    const loaded = (list: typeof routes): Loaded[] =>
      list.flatMap((route) => {
        const preload = (route.handle as RouteHandle | undefined)?.preload;
        const own: Loaded[] = preload ? [[route.path ?? 'layout', preload]] : [];
        return [...own, ...loaded(route.children ?? [])];
      });
    const asked = async (table: typeof routes) => {
      const byRoute: Record<string, string[][]> = {};
      for (const [path, preload] of loaded(table)) {
        catalogsAsked.length = 0;
        await preload();
        byRoute[path] = [...catalogsAsked];
      }
      return byRoute;
    };
    const admin = await asked(adminRoutes);
    expect(Object.keys(admin)).toHaveLength(13);
    for (const [path, catalogs] of Object.entries(admin)) expect(catalogs, path).toEqual([['app', 'admin']]);
    const citizen = await asked(citizenRoutes);
    expect(Object.keys(citizen)).toHaveLength(8);
    for (const [path, catalogs] of Object.entries(citizen)) {
      expect(catalogs, path).toEqual([path === `${paths.game}*` ? ['app', 'game'] : ['app']]);
    }
  }, 60_000);

  it('splits every screen into its own lazily loaded module', () => {
    const screens = (list: typeof routes): typeof routes =>
      list.flatMap((route) => [...(route.path && route.path !== '*' ? [route] : []), ...screens(route.children ?? [])]);
    for (const route of screens(routes)) {
      expect((route.handle as RouteHandle | undefined)?.preload, route.path).toBeTypeOf('function');
    }
  });
});

// Screens whose bodies belong to features (polls, accounts) load Firestore; these use the shell's own.
describe('layouts', () => {
  it('renders an admin screen in the admin layout, with admin navigation only', async () => {
    signedIn('admin');
    renderAt(paths.admin.reports);
    expect(await screen.findByRole('heading', { name: 'Reports', level: 1 }, SCREEN_LOAD)).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Admin navigation' });
    expect(within(nav).getByRole('link', { name: 'Users' })).toHaveAttribute('href', paths.admin.usermgmt);
    expect(within(nav).queryByRole('link', { name: 'Profile' })).toBeNull();
  });

  it('loads its area’s catalogs with a signed-in screen, in the reader’s language', async () => {
    // Tests start with every English catalog; a Spanish reader starts with the public one only.
    await activateLanguage('es');
    try {
      signedIn('admin');
      renderAt(paths.admin.reports);
      // The admin layout's navigation label is in the admin area's catalog, not the public one.
      expect(
        await screen.findByRole('navigation', { name: 'Navegación de administración' }, SCREEN_LOAD),
      ).toBeInTheDocument();
    } finally {
      await act(() => activateLanguage('en'));
    }
  });

  it('renders a user screen in the user layout, with user navigation only', async () => {
    signedIn('user');
    renderAt(paths.user.dashboardBackup);
    expect(
      await screen.findByRole('heading', { name: 'Dashboard (light)', level: 1 }, SCREEN_LOAD),
    ).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'User navigation' });
    expect(within(nav).getByRole('link', { name: 'Profile' })).toHaveAttribute('href', paths.user.profile);
    expect(within(nav).queryByRole('link', { name: 'Polls' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Log out' })).toBeInTheDocument();
  });

  it('renders public pages in the default layout with log in and sign up links', async () => {
    renderAt(paths.stream);
    expect(await screen.findByRole('heading', { name: 'Public stream', level: 1 }, SCREEN_LOAD)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', paths.login);
    expect(screen.queryByRole('navigation', { name: /navigation/ })).toBeNull();
  });

  it('gives a screen a heading and says what it is for, never "coming soon"', async () => {
    signedIn('admin');
    renderAt(paths.admin.reports);
    expect(await screen.findByRole('heading', { name: 'Reports', level: 1 }, SCREEN_LOAD)).toBeInTheDocument();
    expect(screen.getByText(/Reports filed by users/)).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/coming soon/i);
  });
});

describe('guards, as the screens render', () => {
  it('sends a visitor on a user screen to the log-in page', async () => {
    renderAt(paths.user.profile);
    expect(await screen.findByRole('heading', { name: 'Log in', level: 1 }, SCREEN_LOAD)).toBeInTheDocument();
  });

  it('sends a signed-in user away from the log-in page to their dashboard', async () => {
    signedIn('user');
    renderAt(paths.login);
    expect(await screen.findByRole('navigation', { name: 'User navigation' }, SCREEN_LOAD)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Log in', level: 1 })).toBeNull();
  });

  it('goes to the landing page when the session ends on a screen that needs it', async () => {
    signedIn('user');
    renderAt(paths.user.dashboardBackup);
    await screen.findByRole('heading', { name: 'Dashboard (light)', level: 1 }, SCREEN_LOAD);
    act(() => setUser(null));
    expect(await screen.findByRole('heading', { name: 'Civic Live', level: 1 }, SCREEN_LOAD)).toBeInTheDocument();
  });

  it('leaves a screen at once when the session loses its role', async () => {
    signedIn('admin');
    renderAt(paths.admin.reports);
    await screen.findByRole('heading', { name: 'Reports', level: 1 }, SCREEN_LOAD);
    act(() => signedIn('user'));
    expect(await screen.findByRole('navigation', { name: 'User navigation' }, SCREEN_LOAD)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Reports', level: 1 })).toBeNull();
  });
});

describe('errors', () => {
  it('shows Page Not Found: {path} with status 404 for an unknown path', async () => {
    renderAt('/nope');
    expect(await screen.findByRole('heading', { name: 'Page Not Found: /nope' }, SCREEN_LOAD)).toBeInTheDocument();
    expect(screen.getByLabelText('Status code 404')).toHaveTextContent('404');
  });

  it('raises 404 when a game path fails validation', async () => {
    signedIn('user');
    renderAt('/game/<script>');
    expect(await screen.findByRole('heading', { name: /^Page Not Found: \/game\// }, SCREEN_LOAD)).toBeInTheDocument();
  });
});
