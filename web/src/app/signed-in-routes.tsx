import { msg } from '@lingui/core/macro';
/**
 * The signed-in area's route table: the game, the admin and user layouts and their screens. It is a lazy
 * module of its own, loaded by the route table's catch-all when the address is one of theirs
 * (router.tsx), so the public pages do not download its entries, nor the list of every signed-in
 * screen's files that Vite keeps to preload each one (docs/performance.md, "Room on the public
 * pages"). Each screen and layout still loads with the app catalog (screens.tsx).
 */
import { useRoutes, type RouteObject } from 'react-router';
import { DefaultLayout } from '@/components/layouts/default-layout';
import { paths } from '@/config/paths';
import { NotFoundRoute } from './routes/not-found';
// Before the table is built: its screens name these guards.
import './signed-in-guards';
import { lazyLayout, screen } from './screens';

/** `/game/` and every path below it; a path segment outside [a-z0-9-] fails validation (404). */
const GAME_PATH = /^\/game\/([a-z0-9-]+\/?)*$/i;

export const signedInRoutes: RouteObject[] = [
  {
    element: <DefaultLayout />,
    children: [
      screen(
        paths.game,
        { title: msg`Live trivia`, validate: (url) => GAME_PATH.test(url.pathname) },
        () => import('./routes/game'),
        `${paths.game}*`,
      ),
    ],
  },
  // Signed-in layouts load with their first screen.
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
];

/** The signed-in screen for the current address, inside its layout (the catch-all's element). */
export function Component() {
  return useRoutes(signedInRoutes);
}
