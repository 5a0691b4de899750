import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { NextEventCard } from '@/features/events/components/next-event';

export function Component() {
  const { t } = useLingui();
  return (
    <div className="stack landing">
      <section className="hero">
        <h1>
          <Trans>Civic Live</Trans>
        </h1>
        <p className="hero__lead">
          <Trans>Watch live civic events, answer polls and cast your constitutional ballot.</Trans>
        </p>
        <p className="hero__actions">
          <Link className="button" to={paths.signup}>
            <Trans>Sign up</Trans>
          </Link>
          <Link className="button button--secondary" to={paths.login}>
            <Trans>Log in</Trans>
          </Link>
        </p>
      </section>
      <section className="card stack" aria-labelledby="next-event-title">
        <h2 id="next-event-title">
          <Trans>Next live event</Trans>
        </h2>
        <NextEventCard
          watchPath={paths.stream}
          emptyText={t`No event is scheduled yet. Sign up to be ready when the next one is.`}
        />
      </section>
      <section className="features" aria-label={t`What you can do`}>
        <div className="card">
          <h2>
            <Trans>Watch</Trans>
          </h2>
          <p className="muted">
            <Trans>Follow town halls and debates live, on any device. The stream is open to everyone.</Trans>
          </p>
          <p>
            {/* The route's title, already in the public catalog: a new sentence here would cost every
                public page its bytes (docs/replays.md, "The pages"). */}
            <Link to={paths.replays}>{t`Replays`}</Link>
          </p>
        </div>
        <div className="card">
          <h2>
            <Trans>Vote</Trans>
          </h2>
          <p className="muted">
            <Trans>Answer live polls during events and see the results update as people vote.</Trans>
          </p>
        </div>
        <div className="card">
          <h2>
            <Trans>Decide</Trans>
          </h2>
          <p className="muted">
            <Trans>
              Eligible citizens vote once on each constitutional article and keep a receipt of their ballot.
            </Trans>
          </p>
        </div>
      </section>
    </div>
  );
}
