import { Link } from 'react-router';
import { paths } from '@/config/paths';
import type { EventView } from '../api/event-view';
import { EndEventButton } from './end-event-button';
import '../events.css';

const since = (ms: number | null) => (ms ? new Date(ms).toLocaleTimeString(undefined, { timeStyle: 'short' }) : '');

/** The control room's header strip: which event is live, since when, and End event. */
export function LiveEventBar({ event }: { event: EventView }) {
  return (
    <section className="card live-bar" aria-label="Live event">
      <div>
        <p>
          <strong className="badge badge--live">Live</strong> since {since(event.wentLiveAtMs)}
        </p>
        <h2 className="live-bar__title">{event.title}</h2>
      </div>
      <div className="live-bar__actions">
        <Link className="button button--secondary" to={paths.admin.livestream}>
          Events
        </Link>
        <EndEventButton event={event} />
      </div>
    </section>
  );
}
