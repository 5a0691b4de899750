import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { NextEventCard } from '@/features/events/components/next-event';

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
        </p>
      </section>
      <section className="card stack" aria-labelledby="next-event-title">
        <h2 id="next-event-title">Next live event</h2>
        <NextEventCard
          watchPath={paths.stream}
          emptyText="No event is scheduled yet. Sign up to be ready when the next one is."
        />
      </section>
      <section className="features" aria-label="What you can do">
        <div className="card">
          <h2>Watch</h2>
          <p className="muted">Follow town halls and debates live, on any device. The stream is open to everyone.</p>
        </div>
        <div className="card">
          <h2>Vote</h2>
          <p className="muted">Answer live polls during events and see the results update as people vote.</p>
        </div>
        <div className="card">
          <h2>Decide</h2>
          <p className="muted">
            Eligible citizens vote once on each constitutional article and keep a receipt of their ballot.
          </p>
        </div>
      </section>
    </div>
  );
}
