import { msg } from '@lingui/core/macro';
/**
 * The citizen's signed-in route table: the user layout and its screens, and the game. A lazy module
 * of its own, loaded with the citizen's catalog (`app`) by the route table's catch-all for one of their addresses
 * (router.tsx): the public pages do not download its routes, nor the list of files Vite keeps to
 * preload each screen, and a citizen does not download the admin's (docs/performance.md, "Room on
 * the public pages").
 */
import { useRoutes, type RouteObject } from 'react-router';
import { DefaultLayout } from '@/components/layouts/default-layout';
import { paths } from '@/config/paths';
import { liveScreenModule } from '@/features/events/api/live-facts-request';
import { NotFoundRoute } from './routes/not-found';
// Before the table is built: its screens name these guards.
import './signed-in-guards';
import { lazyLayout, screen } from './screens';

/** `/game/` and every path below it; a path segment outside [a-z0-9-] fails validation (404). */
const GAME_PATH = /^\/game\/([a-z0-9-]+\/?)*$/i;

export const citizenRoutes: RouteObject[] = [
  {
    element: <DefaultLayout />,
    children: [
      screen(
        paths.game,
        { title: msg`Live trivia`, validate: (url) => GAME_PATH.test(url.pathname) },
        () => import('./routes/game'),
        // The game's own messages are in its catalog, loaded with it (docs/languages.md).
        { routePath: `${paths.game}*`, area: 'game' },
      ),
    ],
  },
  // The layout loads with its first screen.
  lazyLayout(
    'citizen',
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
      // The public facts of what is live are asked for with the room's module, which waits for them
      // (live-facts-request.ts).
      screen(paths.user.live, { title: msg`Live` }, () => liveScreenModule(() => import('./routes/user/live'))),
      screen(paths.user.profile, { title: msg`Profile` }, () => import('./routes/user/profile')),
      screen(paths.live, { title: msg`Live event` }, () => liveScreenModule(() => import('./routes/live'))),
    ],
  ),
  { path: '*', element: <NotFoundRoute /> },
];

/** The citizen's screen for the current address, inside its layout (the catch-all's element). */
export function Component() {
  return useRoutes(citizenRoutes);
}
