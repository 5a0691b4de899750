import { Link } from 'react-router';
import { LoadingState } from '@/components/ui/states';
import { useAsync } from '@/lib/use-async';
import { loadNextEvent } from '../api/load-next-event';

const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'full', timeStyle: 'short' });

export interface NextEventCardProps {
  /**
   * Where "Watch" leads: the public stream for visitors, the live room for citizens. Left out in
   * the live room itself, where a link would lead back to the same page.
   */
  watchPath?: string;
  /** What to say when nothing is scheduled. */
  emptyText: string;
}

/**
 * The next (or current) live event with a link to watch it; loading, empty and error states. The
 * slot keeps an event card's height from the first paint, so nothing below it moves when the
 * event arrives (the landing page's layout shift).
 */
export function NextEventCard(props: NextEventCardProps) {
  return (
    <div className="next-event-slot">
      <NextEventContent {...props} />
    </div>
  );
}

function NextEventContent({ watchPath, emptyText }: NextEventCardProps) {
  const next = useAsync('next-event', loadNextEvent);
  if (next.state === 'loading') return <LoadingState label="Looking for the next live event…" />;
  if (next.state === 'error') {
    return <p className="muted">The event schedule could not be loaded right now. Try again in a moment.</p>;
  }
  const event = next.data;
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
      {watchPath ? (
        <Link className="button" to={watchPath}>
          {event.status === 'live' ? 'Watch now' : 'Where to watch'}
        </Link>
      ) : (
        <p className="muted">It plays on this page when it goes live.</p>
      )}
    </article>
  );
}
