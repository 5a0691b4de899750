import { msg } from '@lingui/core/macro';
/**
 * The route table: docs/PRODUCT.md §2's 23 paths and our two information pages (from
 * config/paths.ts), grouped by layout. Each
 * screen is its own lazily loaded chunk (routes/*), so public routes never download the database
 * SDKs; each signed-in area (admin-routes.tsx, citizen-routes.tsx) is a table of its own, loaded
 * by the catch-all. Guards and roles come from the route metadata (`handle.meta`), built from lib/authorization.
 *
 * React Router runs in declarative mode (`useRoutes`), not as a data router: the data router weighs
 * about 17 KB more gzip on every public page, over their 100 KB budget (docs/performance.md).
 * Guards are decided as the screen renders (guarded-route.tsx) instead of in loaders.
 */
import { matchRoutes, useLocation, useRoutes, type RouteObject } from 'react-router';
import { DefaultLayout } from '@/components/layouts/default-layout';
import { paths } from '@/config/paths';
import { ADMIN_PATHS, USER_PATHS } from '@/lib/authorization';
import { lazyModule } from './lazy-module';
import { RootShell } from './root-shell';
import { NotFoundRoute } from './routes/not-found';
import { screen, withAreaCatalogs, withCatalogs, type RouteHandle } from './screens';

export type { RouteHandle };

/** The information pages (privacy, open data): public, with their own small catalog (lib/i18n/i18n.ts). */
const withInfoCatalog = withCatalogs('info');
/** Log in and sign up: public, with the forms' own catalog (lib/i18n/i18n.ts). */
const withAuthCatalog = withCatalogs('auth');
/** The replays' archive and replay page: public, with their own catalog (docs/replays.md). */
const withReplaysCatalog = withCatalogs('replays');

/**
 * The signed-in areas' tables (admin-routes.tsx, citizen-routes.tsx), each loaded only for one of
 * its addresses: the public pages never download them, nor a citizen the admin's
 * (docs/performance.md, "Room on the public pages"). Each loads with its area's catalogs
 * (docs/languages.md), which hold its titles and its guards' messages: its layout loaded them
 * before any guard decided anyway.
 */
const adminArea = lazyModule(withAreaCatalogs('admin')(() => import('./admin-routes')));
const citizenArea = lazyModule(withAreaCatalogs('citizen')(() => import('./citizen-routes')));
const pathsOf = (list: readonly string[]): RouteObject[] => list.map((path) => ({ path }));
const ADMIN_AREA = pathsOf(ADMIN_PATHS);
const CITIZEN_AREA = pathsOf([...USER_PATHS, `${paths.game}*`]);

/** An address outside the public table: a signed-in area's screen, or the 404. */
function CatchAll() {
  const location = useLocation();
  if (matchRoutes(ADMIN_AREA, location)) return <adminArea.Component />;
  if (matchRoutes(CITIZEN_AREA, location)) return <citizenArea.Component />;
  return <NotFoundRoute />;
}

export const routes: RouteObject[] = [
  {
    element: <RootShell />,
    children: [
      {
        element: <DefaultLayout />,
        children: [
          screen(paths.landing, { title: msg`Welcome` }, () => import('./routes/landing')),
          screen(
            paths.login,
            { title: msg`Log in` },
            withAuthCatalog(() => import('./routes/login')),
          ),
          screen(
            paths.signup,
            { title: msg`Sign up` },
            withAuthCatalog(() => import('./routes/signup')),
          ),
          screen(paths.stream, { title: msg`Public stream` }, () => import('./routes/stream')),
          screen(
            paths.openData,
            { title: msg`Open data` },
            withInfoCatalog(() => import('./routes/open-data')),
          ),
          screen(
            paths.privacy,
            { title: msg`Privacy` },
            withInfoCatalog(() => import('./routes/privacy')),
          ),
          screen(
            paths.replays,
            { title: msg`Replays` },
            withReplaysCatalog(() => import('./routes/replays')),
          ),
          screen(
            paths.replay,
            { title: msg`Replay` },
            withReplaysCatalog(() => import('./routes/replay')),
          ),
        ],
      },
      // Every other address: a signed-in screen, whose area's table loads with it, or the 404.
      { path: '*', element: <CatchAll /> },
    ],
  },
];

/** The screen for the current address, inside its layouts. */
export function AppRoutes() {
  return useRoutes(routes);
}

/** Loads the lazy modules (layouts and screen) of the routes matching `pathname`. */
export async function preloadRoutes(pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(matches.map(({ route }) => (route.handle as RouteHandle | undefined)?.preload?.()));
}
