import { createBrowserRouter, Navigate, redirect } from 'react-router';
import { paths } from '@/config/paths';
import { getStoredUser } from '@/lib/session/session-store';

/** Minimal route table of the foundation; the shell issue replaces it with guards and layouts. */
export const router = createBrowserRouter([
  { path: paths.landing, lazy: () => import('./routes/landing').then((m) => ({ Component: m.LandingRoute })) },
  { path: paths.login, lazy: () => import('./routes/login').then((m) => ({ Component: m.LoginRoute })) },
  {
    path: paths.user.dashboard,
    loader: () => (getStoredUser() ? null : redirect(paths.login)),
    lazy: () => import('./routes/user/dashboard').then((m) => ({ Component: m.UserDashboardRoute })),
  },
  { path: '*', element: <Navigate to={paths.landing} replace /> },
]);
