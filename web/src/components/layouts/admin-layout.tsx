import { Outlet } from 'react-router';
import { navigationFor } from '@/lib/authorization';
import { useUser } from '@/lib/session/session-store';
import { AppShell } from './app-shell';

/** Admin area: the admin screens the signed-in admin may open. */
export function AdminLayout() {
  const user = useUser();
  return (
    <AppShell area="Admin" navigation={navigationFor(user)}>
      <Outlet />
    </AppShell>
  );
}
