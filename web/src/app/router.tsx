/**
 * The route table: docs/PRODUCT.md §2's 23 paths (from config/paths.ts), grouped by layout. Each
 * screen is its own lazily loaded chunk (routes/*), so public routes never download the database
 * SDKs. Guards and roles come from the route metadata (`handle`), built from lib/authorization.
 */
import { createBrowserRouter, type HydrationState, type RouteObject } from 'react-router';
import { DefaultLayout } from '@/components/layouts/default-layout';
import { paths } from '@/config/paths';
import { guardLoader, PageNotFound, routeMeta } from './guards';
import { RootShell } from './root-shell';
import { Component as RouteErrorBoundary } from './routes/error';

type Meta = Parameters<typeof routeMeta>[1];
type RouteModule = () => Promise<Record<string, unknown>>;

/** One screen: its path, its metadata (guards, roles, head) and its lazily loaded module. */
function screen(path: string, meta: Meta, load: RouteModule, routePath: string = path): RouteObject {
  const handle = routeMeta(path, meta);
  return { path: routePath, handle, loader: guardLoader(handle), lazy: load };
}

/** `/game/` and every path below it; a path segment outside [a-z0-9-] fails validation (404). */
const GAME_PATH = /^\/game\/([a-z0-9-]+\/?)*$/i;

export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: RootShell,
    ErrorBoundary: RouteErrorBoundary,
    children: [
      {
        Component: DefaultLayout,
        children: [
          screen(paths.landing, { title: 'Welcome' }, () => import('./routes/landing')),
          screen(paths.login, { title: 'Log in' }, () => import('./routes/login')),
          screen(paths.signup, { title: 'Sign up' }, () => import('./routes/signup')),
          screen(paths.stream, { title: 'Public stream' }, () => import('./routes/stream')),
          screen(
            paths.game,
            { title: 'Live trivia', validate: (url) => GAME_PATH.test(url.pathname) },
            () => import('./routes/game'),
            `${paths.game}*`,
          ),
        ],
      },
      {
        // Signed-in layouts load with their first screen: public pages never download them.
        lazy: () => import('./admin-area').then((module) => ({ Component: module.AdminArea })),
        children: [
          screen(paths.admin.dashboard, { title: 'Admin dashboard' }, () => import('./routes/admin/dashboard')),
          screen(paths.admin.adpolls, { title: 'Ad polls' }, () => import('./routes/admin/adpolls')),
          screen(paths.admin.camera, { title: 'Camera' }, () => import('./routes/admin/camera')),
          screen(paths.admin.comments, { title: 'Comments' }, () => import('./routes/admin/comments')),
          screen(paths.admin.live, { title: 'Live control room' }, () => import('./routes/admin/live')),
          screen(paths.admin.livestream, { title: 'Events' }, () => import('./routes/admin/livestream')),
          screen(paths.admin.polls, { title: 'Polls' }, () => import('./routes/admin/polls')),
          screen(paths.admin.reports, { title: 'Reports' }, () => import('./routes/admin/reports')),
          screen(paths.admin.usermgmt, { title: 'Users' }, () => import('./routes/admin/usermgmt')),
          screen(paths.fixer, { title: 'Maintenance' }, () => import('./routes/fixer')),
          screen(paths.usercreator, { title: 'Create a user' }, () => import('./routes/usercreator')),
          screen(paths.userUploader, { title: 'Import users' }, () => import('./routes/user-uploader')),
        ],
      },
      {
        lazy: () => import('@/components/layouts/user-layout').then((module) => ({ Component: module.UserLayout })),
        children: [
          screen(paths.user.dashboard, { title: 'Dashboard' }, () => import('./routes/user/dashboard')),
          screen(
            paths.user.dashboardBackup,
            { title: 'Dashboard (light)' },
            () => import('./routes/user/dashboard-backup'),
          ),
          screen(
            paths.user.constitutionalVote,
            { title: 'Constitutional vote', extra: ['constitutional-vote-access'] },
            () => import('./routes/user/constitutional-vote'),
          ),
          screen(paths.user.live, { title: 'Live' }, () => import('./routes/user/live')),
          screen(paths.user.profile, { title: 'Profile' }, () => import('./routes/user/profile')),
          screen(paths.live, { title: 'Live event' }, () => import('./routes/live')),
        ],
      },
      {
        path: '*',
        handle: { title: 'Page Not Found' },
        loader: ({ request }) => {
          throw new PageNotFound(new URL(request.url).pathname);
        },
      },
    ],
  },
];

/** `hydrationData`: a prerendered page's state, so its guards are not run again on hydration. */
export function createRouter(hydrationData?: HydrationState) {
  return createBrowserRouter(routes, { hydrationData });
}
