import { HTTP_FUNCTIONS, type HttpEnvelope, type PublicEventView } from '@civic/domain';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { LoadingState } from '@/components/ui/states';
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

export interface NextEventCardProps {
  /** Where "Watch" leads: the public stream for visitors, the live room for citizens. */
  watchPath: string;
  /** What to say when nothing is scheduled. */
  emptyText: string;
}

/** The next (or current) live event with a link to watch it; loading, empty and error states. */
export function NextEventCard({ watchPath, emptyText }: NextEventCardProps) {
  const next = useNextEvent();
  if (next.state === 'loading') return <LoadingState label="Looking for the next live event…" />;
  if (next.state === 'failed') {
    return <p className="muted">The event schedule could not be loaded right now. Try again in a moment.</p>;
  }
  const { event } = next;
  if (!event) return <p className="muted">{emptyText}</p>;
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
      <Link className="button" to={watchPath}>
        {event.status === 'live' ? 'Watch now' : 'Where to watch'}
      </Link>
    </article>
  );
}
