import { useLingui } from '@lingui/react/macro';
import { Outlet } from 'react-router';
import { navigationFor } from '@/lib/authorization';
import { useUser } from '@/lib/session/session-store';
import { AppShell } from './app-shell';

/** User area: the user screens the signed-in user may open. */
export function UserLayout() {
  const user = useUser();
  const { t } = useLingui();
  return (
    <AppShell navigationLabel={t`User navigation`} navigation={navigationFor(user)}>
      <Outlet />
    </AppShell>
  );
}
