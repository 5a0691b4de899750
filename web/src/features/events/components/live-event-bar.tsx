import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { formatTime } from '@/lib/i18n/format';
import { paths } from '@/config/paths';
import { langOf, useVersion } from '@/lib/i18n/versions';
import type { EventView } from '../api/event-view';
import { EndEventButton } from './end-event-button';
import '../events.css';

const since = (ms: number | null) => (ms ? formatTime(ms) : '');

/** The control room's header strip: which event is live, since when, and End event. */
export function LiveEventBar({ event: written }: { event: EventView }) {
  const { t } = useLingui();
  const event = useVersion(written);
  const time = since(event.wentLiveAtMs);
  return (
    <section className="card live-bar" aria-label={t`Live event`}>
      <div>
        <p>
          <Trans>
            <strong className="badge badge--live">Live</strong> since <bdi>{time}</bdi>
          </Trans>
        </p>
        <h2 className="live-bar__title" dir="auto" lang={langOf(event, 'title')}>
          {event.title}
        </h2>
      </div>
      <div className="live-bar__actions">
        <Link className="button button--secondary" to={paths.admin.livestream}>
          <Trans>Events</Trans>
        </Link>
        <EndEventButton event={event} />
      </div>
    </section>
  );
}
