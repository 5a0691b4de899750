import { msg } from '@lingui/core/macro';
/**
 * The route table: docs/PRODUCT.md §2's 23 paths and our two information pages (from
 * config/paths.ts), grouped by layout. Each
 * screen is its own lazily loaded chunk (routes/*), so public routes never download the database
 * SDKs. Guards and roles come from the route metadata (`handle.meta`), built from lib/authorization.
 *
 * React Router runs in declarative mode (`useRoutes`), not as a data router: the data router weighs
 * about 17 KB more gzip on every public page, over their 100 KB budget (docs/performance.md).
 * Guards are decided as the screen renders (guarded-route.tsx) instead of in loaders.
 */
import { matchRoutes, useRoutes, type RouteObject } from 'react-router';
import { DefaultLayout } from '@/components/layouts/default-layout';
import { paths } from '@/config/paths';
import { loadRouteCatalog } from '@/lib/i18n/i18n';
import { GuardedRoute } from './guarded-route';
import { guardsOf, routeMeta, type RouteMeta } from './guards';
import { lazyModule, type RouteModule } from './lazy-module';
import { RootShell } from './root-shell';
import { NotFoundRoute } from './routes/not-found';

type Meta = Parameters<typeof routeMeta>[1];

/** What the route table keeps about a route besides its element. */
export interface RouteHandle {
  meta?: RouteMeta;
  /** Loads the route's lazy module ahead of rendering (prerender, hydration). */
  preload?: () => Promise<unknown>;
}

/**
 * A signed-in screen's or layout's module, loaded with the app catalog (docs/languages.md): its
 * messages are not in the public catalog the page started with, and it renders only once both are
 * there, so never half translated. Public pages never load that catalog.
 */
const withCatalog =
  (name: Parameters<typeof loadRouteCatalog>[0]) =>
  (load: RouteModule): RouteModule =>
  () =>
    Promise.all([load(), loadRouteCatalog(name)]).then(([module]) => module);
const withAppCatalog = withCatalog('app');
/** The information pages (privacy, open data): public, with their own small catalog (lib/i18n/i18n.ts). */
const withInfoCatalog = withCatalog('info');
/** Log in and sign up: public, with the forms' own catalog (lib/i18n/i18n.ts). */
const withAuthCatalog = withCatalog('auth');

/** One screen: its path, its metadata (guards, roles, head) and its lazily loaded module. */
function screen(path: string, meta: Meta, load: RouteModule, routePath: string = path): RouteObject {
  const handle = routeMeta(path, meta);
  const signedIn = handle.middleware.includes('auth');
  const { Component, preload } = lazyModule(signedIn ? withAppCatalog(load) : load);
  return {
    path: routePath,
    handle: { meta: handle, preload } satisfies RouteHandle,
    element: <GuardedRoute key={path} meta={handle} decide={guardsOf(handle)} Screen={Component} />,
  };
}

/** A signed-in layout, loaded with its first screen and the app catalog. */
function lazyLayout(load: RouteModule, children: RouteObject[]): RouteObject {
  const { Component, preload } = lazyModule(withAppCatalog(load));
  return { element: <Component />, handle: { preload } satisfies RouteHandle, children };
}

/** `/game/` and every path below it; a path segment outside [a-z0-9-] fails validation (404). */
const GAME_PATH = /^\/game\/([a-z0-9-]+\/?)*$/i;

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
            paths.game,
            { title: msg`Live trivia`, validate: (url) => GAME_PATH.test(url.pathname) },
            () => import('./routes/game'),
            `${paths.game}*`,
          ),
        ],
      },
      // Signed-in layouts load with their first screen: public pages never download them.
      lazyLayout(
        () => import('./admin-area').then((module) => ({ Component: module.AdminArea })),
        [
          screen(paths.admin.dashboard, { title: msg`Admin dashboard` }, () => import('./routes/admin/dashboard')),
          screen(paths.admin.adpolls, { title: msg`Ad polls` }, () => import('./routes/admin/adpolls')),
          screen(paths.admin.camera, { title: msg`Camera` }, () => import('./routes/admin/camera')),
          screen(paths.admin.comments, { title: msg`Comments` }, () => import('./routes/admin/comments')),
          screen(paths.admin.live, { title: msg`Live control room` }, () => import('./routes/admin/live')),
          screen(paths.admin.livestream, { title: msg`Events` }, () => import('./routes/admin/livestream')),
          screen(paths.admin.polls, { title: msg`Polls` }, () => import('./routes/admin/polls')),
          screen(paths.admin.reports, { title: msg`Reports` }, () => import('./routes/admin/reports')),
          screen(paths.admin.usermgmt, { title: msg`Users` }, () => import('./routes/admin/usermgmt')),
          screen(paths.fixer, { title: msg`Maintenance` }, () => import('./routes/fixer')),
          screen(paths.usercreator, { title: msg`Create a user` }, () => import('./routes/usercreator')),
          screen(paths.userUploader, { title: msg`Import users` }, () => import('./routes/user-uploader')),
        ],
      ),
      lazyLayout(
        () => import('@/components/layouts/user-layout').then((module) => ({ Component: module.UserLayout })),
        [
          screen(paths.user.dashboard, { title: msg`Dashboard` }, () => import('./routes/user/dashboard')),
          screen(
            paths.user.dashboardBackup,
            { title: msg`Dashboard (light)` },
            () => import('./routes/user/dashboard-backup'),
          ),
          screen(
            paths.user.constitutionalVote,
            { title: msg`Constitutional vote`, extra: ['constitutional-vote-access'] },
            () => import('./routes/user/constitutional-vote'),
          ),
          screen(paths.user.live, { title: msg`Live` }, () => import('./routes/user/live')),
          screen(paths.user.profile, { title: msg`Profile` }, () => import('./routes/user/profile')),
          screen(paths.live, { title: msg`Live event` }, () => import('./routes/live')),
        ],
      ),
      { path: '*', element: <NotFoundRoute /> },
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
