import { Link } from 'react-router';
import { paths } from '@/config/paths';

export function Component() {
  return (
    <div className="stack landing">
      <section className="hero">
        <h1>Civic Live</h1>
        <p className="hero__lead">Watch live civic events, answer polls and cast your constitutional ballot.</p>
        <p className="hero__actions">
          <Link className="button" to={paths.signup}>
            Sign up
          </Link>
          <Link className="button button--secondary" to={paths.login}>
            Log in
          </Link>
          <Link className="button button--secondary" to={paths.stream}>
            Watch the stream
          </Link>
        </p>
      </section>
    </div>
  );
}
