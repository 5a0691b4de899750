import { msg } from '@lingui/core/macro';
/**
 * The admin area's route table: its layout and screens. A lazy module of its own, loaded with the
 * admin area's catalogs (`app` and `admin`) by the route table's catch-all for an admin address (router.tsx): the public pages do
 * not download its routes, nor the list of files Vite keeps to preload each screen, and a citizen
 * does not download the admin's (docs/performance.md, "Room on the public pages").
 */
import { useRoutes, type RouteObject } from 'react-router';
import { paths } from '@/config/paths';
import { NotFoundRoute } from './routes/not-found';
// Before the table is built: its screens name these guards.
import './signed-in-guards';
import { lazyLayout, screen } from './screens';

/** An admin screen: loaded with the admin area's catalogs (docs/languages.md). */
const adminScreen = (...[path, meta, load]: Parameters<typeof screen>) => screen(path, meta, load, { area: 'admin' });

export const adminRoutes: RouteObject[] = [
  // The layout loads with its first screen.
  lazyLayout('admin', () => import('./admin-area').then((module) => ({ Component: module.AdminArea })), [
    adminScreen(paths.admin.dashboard, { title: msg`Admin dashboard` }, () => import('./routes/admin/dashboard')),
    adminScreen(paths.admin.adpolls, { title: msg`Ad polls` }, () => import('./routes/admin/adpolls')),
    adminScreen(paths.admin.camera, { title: msg`Camera` }, () => import('./routes/admin/camera')),
    adminScreen(paths.admin.comments, { title: msg`Comments` }, () => import('./routes/admin/comments')),
    adminScreen(paths.admin.live, { title: msg`Live control room` }, () => import('./routes/admin/live')),
    adminScreen(paths.admin.livestream, { title: msg`Events` }, () => import('./routes/admin/livestream')),
    adminScreen(paths.admin.polls, { title: msg`Polls` }, () => import('./routes/admin/polls')),
    adminScreen(paths.admin.reports, { title: msg`Reports` }, () => import('./routes/admin/reports')),
    adminScreen(paths.admin.usermgmt, { title: msg`Users` }, () => import('./routes/admin/usermgmt')),
    adminScreen(paths.fixer, { title: msg`Maintenance` }, () => import('./routes/fixer')),
    adminScreen(paths.usercreator, { title: msg`Create a user` }, () => import('./routes/usercreator')),
    adminScreen(paths.userUploader, { title: msg`Import users` }, () => import('./routes/user-uploader')),
  ]),
  { path: '*', element: <NotFoundRoute /> },
];

/** The admin screen for the current address, inside its layout (the catch-all's element). */
export function Component() {
  return useRoutes(adminRoutes);
}
