import { msg } from '@lingui/core/macro';
/**
 * The route table: docs/PRODUCT.md §2's 23 paths and our two information pages (from
 * config/paths.ts), grouped by layout. Each
 * screen is its own lazily loaded chunk (routes/*), so public routes never download the database
 * SDKs; the signed-in layouts and their screens are a table of their own (signed-in-routes.tsx),
 * loaded by the catch-all. Guards and roles come from the route metadata (`handle.meta`), built from lib/authorization.
 *
 * React Router runs in declarative mode (`useRoutes`), not as a data router: the data router weighs
 * about 17 KB more gzip on every public page, over their 100 KB budget (docs/performance.md).
 * Guards are decided as the screen renders (guarded-route.tsx) instead of in loaders.
 */
import { matchRoutes, useLocation, useRoutes, type RouteObject } from 'react-router';
import { DefaultLayout } from '@/components/layouts/default-layout';
import { paths } from '@/config/paths';
import { ROLE_PATHS } from '@/lib/authorization';
import { lazyModule } from './lazy-module';
import { RootShell } from './root-shell';
import { NotFoundRoute } from './routes/not-found';
import { screen, withAppCatalog, withCatalog, type RouteHandle } from './screens';

export type { RouteHandle };

/** The information pages (privacy, open data): public, with their own small catalog (lib/i18n/i18n.ts). */
const withInfoCatalog = withCatalog('info');
/** Log in and sign up: public, with the forms' own catalog (lib/i18n/i18n.ts). */
const withAuthCatalog = withCatalog('auth');

/**
 * The signed-in area's table (signed-in-routes.tsx), loaded only for one of its addresses: the
 * public pages never download it (docs/performance.md, "Room on the public pages"). It loads with
 * the app catalog, which holds its titles and its guards' messages: its layouts loaded that catalog
 * before any guard decided anyway.
 */
const signedInArea = lazyModule(withAppCatalog(() => import('./signed-in-routes')));
const SIGNED_IN_AREA: RouteObject[] = [...ROLE_PATHS, `${paths.game}*`].map((path) => ({ path }));

function CatchAll() {
  const location = useLocation();
  return matchRoutes(SIGNED_IN_AREA, location) ? <signedInArea.Component /> : <NotFoundRoute />;
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
        ],
      },
      // Every other address: a signed-in screen, whose table loads with it, or the 404.
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
