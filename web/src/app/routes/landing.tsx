import { Link } from 'react-router';
import { paths } from '@/config/paths';

export function LandingRoute() {
  return (
    <main className="page stack">
      <h1>Civic Live</h1>
      <p className="muted">Watch live civic events, answer polls and cast your constitutional ballot.</p>
      <p>
        <Link className="button" to={paths.login}>
          Log in
        </Link>
      </p>
    </main>
  );
}
