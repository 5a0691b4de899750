import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { navigationFor } from '@/lib/authorization';
import { useUser } from '@/lib/session/session-store';
import { AppShell } from './app-shell';

export interface AdminLayoutProps {
  /** Header links the app adds (the admin's own profile). */
  headerLinks?: ReactNode;
  /** Rendered after the screen (e.g. the profile dialog the header link opens). */
  children?: ReactNode;
}

/** Admin area: the admin screens the signed-in admin may open. */
export function AdminLayout({ headerLinks, children }: AdminLayoutProps) {
  const user = useUser();
  const { t } = useLingui();
  return (
    <AppShell navigationLabel={t`Admin navigation`} navigation={navigationFor(user)} headerLinks={headerLinks}>
      <Outlet />
      {children}
    </AppShell>
  );
}
