import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { NavLink, Outlet } from 'react-router';
import { paths } from '@/config/paths';
import { homePathFor } from '@/lib/authorization';
import { useUser } from '@/lib/session/session-store';
import { AppShell } from './app-shell';

/** Public pages: the stream for everyone, log in / sign up for visitors, the dashboard link otherwise. */
export function DefaultFrame({ children }: { children: ReactNode }) {
  const user = useUser();
  const links = user ? (
    <NavLink className="shell__link" to={homePathFor(user)}>
      <Trans>My dashboard</Trans>
    </NavLink>
  ) : (
    <>
      <NavLink className="shell__link" to={paths.stream}>
        <Trans>Stream</Trans>
      </NavLink>
      <NavLink className="shell__link" to={paths.login}>
        <Trans>Log in</Trans>
      </NavLink>
      <NavLink className="shell__link" to={paths.signup}>
        <Trans>Sign up</Trans>
      </NavLink>
    </>
  );
  return (
    <AppShell navigationLabel="" navigation={[]} headerLinks={links}>
      {children}
    </AppShell>
  );
}

export function DefaultLayout() {
  return (
    <DefaultFrame>
      <Outlet />
    </DefaultFrame>
  );
}
