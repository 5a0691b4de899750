import { HTTP_FUNCTIONS, type HttpEnvelope, type PublicEventView } from '@civic/domain';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { LoadingState } from '@/components/ui/states';
import { paths } from '@/config/paths';
import { httpFunctionUrl } from '@/lib/firebase/http-functions';

type NextEvent = { state: 'loading' } | { state: 'ready'; event: PublicEventView | null } | { state: 'failed' };

/**
 * The next live event, from the public `getNextEvent` function over plain fetch: the landing page
 * must not download the Firestore SDK (see functions/src/http/getNextEvent.ts).
 */
function useNextEvent(): NextEvent {
  const [next, setNext] = useState<NextEvent>({ state: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    fetch(httpFunctionUrl(HTTP_FUNCTIONS.getNextEvent), { signal: controller.signal })
      .then((response) => response.json() as Promise<HttpEnvelope<PublicEventView | null>>)
      .then((body) => {
        if (!body.success) throw new Error(body.error);
        setNext({ state: 'ready', event: body.data });
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.warn('Could not load the next event', error);
        setNext({ state: 'failed' });
      });
    return () => controller.abort();
  }, []);
  return next;
}

const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'full', timeStyle: 'short' });

function NextEventCard() {
  const next = useNextEvent();
  if (next.state === 'loading') return <LoadingState label="Looking for the next live event…" />;
  if (next.state === 'failed') {
    return <p className="muted">The event schedule could not be loaded right now. Try again in a moment.</p>;
  }
  const { event } = next;
  if (!event) return <p className="muted">No event is scheduled yet. Sign up to be ready when the next one is.</p>;
  return (
    <article className="event-card">
      <p className="event-card__when">
        {event.status === 'live' ? (
          <strong className="badge badge--live">Live now</strong>
        ) : (
          <time dateTime={event.startsAt}>{dateTime.format(new Date(event.startsAt))}</time>
        )}
      </p>
      <h3>{event.title}</h3>
      {event.description && <p className="muted">{event.description}</p>}
      <Link className="button" to={paths.stream}>
        {event.status === 'live' ? 'Watch now' : 'Where to watch'}
      </Link>
    </article>
  );
}

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
        <NextEventCard />
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
