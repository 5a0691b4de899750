import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { formatDateTime } from '@/lib/i18n/format';
import { LoadingState } from '@/components/ui/quiet-states';
import { useAsync } from '@/lib/use-async';
import { langOf, useVersion } from '@/lib/i18n/versions';
import { loadNextEvent } from '../api/load-next-event';

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
  const { t } = useLingui();
  const next = useAsync('next-event', loadNextEvent);
  const event = useVersion(next.state === 'ready' ? next.data : null);
  if (next.state === 'loading') return <LoadingState label={t`Looking for the next live event…`} />;
  if (next.state === 'error') {
    return (
      <p className="muted">
        <Trans>The event schedule could not be loaded right now. Try again in a moment.</Trans>
      </p>
    );
  }
  if (!event) return <p className="muted">{emptyText}</p>;
  return (
    <article className="event-card">
      <p className="event-card__when">
        {event.status === 'live' ? (
          <strong className="badge badge--live">
            <Trans>Live now</Trans>
          </strong>
        ) : (
          <time dateTime={event.startsAt}>
            {formatDateTime(new Date(event.startsAt), { dateStyle: 'full', timeStyle: 'short' })}
          </time>
        )}
      </p>
      <h3 dir="auto" lang={langOf(event, 'title')}>
        {event.title}
      </h3>
      {event.description && (
        <p className="muted" dir="auto" lang={langOf(event, 'description')}>
          {event.description}
        </p>
      )}
      {watchPath ? (
        <Link className="button" to={watchPath}>
          {event.status === 'live' ? <Trans>Watch now</Trans> : <Trans>Where to watch</Trans>}
        </Link>
      ) : (
        <p className="muted">
          <Trans>It plays on this page when it goes live.</Trans>
        </p>
      )}
    </article>
  );
}
