import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { logout } from '@/lib/session/session';
import { useUser } from '@/lib/session/session-store';

export function UserDashboardRoute() {
  const user = useUser();
  const navigate = useNavigate();
  return (
    <main className="page stack">
      <h1>Dashboard</h1>
      <p>Welcome, {user?.displayName ?? user?.email}.</p>
      <p>
        <button
          className="button button--secondary"
          type="button"
          onClick={() => void logout().then(() => navigate(paths.landing, { replace: true }))}
        >
          Log out
        </button>
      </p>
    </main>
  );
}
