import { pickVersion, type PublicEventView, type StreamState } from '@civic/domain';
import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense, type ReactNode } from 'react';
import { Link } from 'react-router';
import { PageHeader } from '@/components/ui/page-header';
import { EmptyState, LoadingState } from '@/components/ui/quiet-states';
import { paths } from '@/config/paths';
import { formatDateTime } from '@/lib/i18n/format';
import { langOf } from '@/lib/i18n/versions';
import { useStreamState } from '../api/use-stream-state';
import { Countdown } from './countdown';
import { EventStage } from './event-stage';
import '../events.css';

// The player only matters once an event is live: visitors of an upcoming or ended event never load it.
const EventPlayer = lazy(() => import('./event-player').then((module) => ({ default: module.EventPlayer })));
// The agenda item under way, only once one is marked (the page is held to its budget).
const AgendaNow = lazy(() => import('./agenda-now').then((module) => ({ default: module.AgendaNow })));

function NextUp({ event }: { event: PublicEventView }) {
  const title = event.title;
  return (
    <article className="card stack event-next">
      <h2>
        <Trans>
          Next: <bdi>{title}</bdi>
        </Trans>
      </h2>
      <p>
        <time dateTime={event.startsAt}>
          {formatDateTime(new Date(event.startsAt), { dateStyle: 'full', timeStyle: 'short' })}
        </time>
      </p>
      <Countdown toMs={Date.parse(event.startsAt)} />
    </article>
  );
}

/** Live captions over the picture, given the event and its caption languages (features/captions). */
type StreamCaptions = (eventId: string, languages: readonly string[]) => ReactNode;

/** The stream's events as a reader of `reader` reads them (docs/languages.md, "What admins write"). */
function inLanguage(stream: StreamState, reader: string): StreamState {
  if (stream.state !== 'ended') return { ...stream, event: pickVersion(stream.event, reader) };
  const version = <E extends PublicEventView>(event: E | null) => event && pickVersion(event, reader);
  return { ...stream, ended: version(stream.ended), next: version(stream.next) };
}

function StreamBody({ stream: written, captions }: { stream: StreamState; captions?: StreamCaptions }) {
  const { t, i18n } = useLingui();
  const stream = inLanguage(written, i18n.locale);
  if (stream.state === 'live') {
    const { event, source } = stream;
    return (
      <div className="stack">
        <p>
          <strong className="badge badge--live">
            <Trans>Live now</Trans>
          </strong>{' '}
          <span className="event-title" dir="auto" lang={langOf(event, 'title')}>
            {event.title}
          </span>
        </p>
        <EventStage
          title={event.title}
          captions={captions?.(event.id, stream.captionTracks ?? [])}
          below={
            stream.agendaNow && (
              <Suspense fallback={null}>
                <AgendaNow current={stream.agendaNow} eventLanguage={event.language} />
              </Suspense>
            )
          }
          player={
            <Suspense fallback={<LoadingState label={t`Loading the player…`} />}>
              <EventPlayer
                source={source}
                title={event.title}
                camera={
                  <p className="event-stage__message on-picture" role="status">
                    <Trans>
                      This event is broadcast from the studio camera to signed-in viewers.{' '}
                      <Link to={paths.login}>Log in to watch</Link>.
                    </Trans>
                  </p>
                }
              />
            </Suspense>
          }
        />
        {event.description && (
          <p className="muted" dir="auto" lang={langOf(event, 'description')}>
            {event.description}
          </p>
        )}
        <p className="muted">
          <Trans>
            <Link to={paths.login}>Log in</Link> to vote in the live polls and react.
          </Trans>
        </p>
      </div>
    );
  }
  if (stream.state === 'upcoming') {
    const { event } = stream;
    return (
      <div className="stack">
        {event.coverImageUrl && <img className="event-cover" src={event.coverImageUrl} alt="" />}
        <h2 className="event-title" dir="auto" lang={langOf(event, 'title')}>
          {event.title}
        </h2>
        {event.description && (
          <p className="muted" dir="auto" lang={langOf(event, 'description')}>
            {event.description}
          </p>
        )}
        <NextUp event={event} />
        <p className="muted">
          <Trans>This page starts the video by itself when the event goes live.</Trans>
        </p>
      </div>
    );
  }
  const endedTitle = stream.ended?.title;
  return (
    <div className="stack">
      <EmptyState title={endedTitle ? t`“${endedTitle}” has ended` : t`No event is streaming right now`}>
        <p>
          {endedTitle ? (
            <Trans>Thank you for watching.</Trans>
          ) : (
            <Trans>When an event goes live, its video plays here for everyone.</Trans>
          )}
        </p>
      </EmptyState>
      {stream.next ? (
        <NextUp event={stream.next} />
      ) : (
        <p className="muted">
          <Trans>No next event is scheduled yet.</Trans>
        </p>
      )}
    </div>
  );
}

/**
 * /stream for everyone, visitors included: the public live event's video, a countdown before it,
 * "ended" with the next event after. It follows the admin by itself (useStreamState polls).
 */
export function PublicStream({ intro, captions }: { intro: ReactNode; captions?: StreamCaptions }) {
  const { t } = useLingui();
  const result = useStreamState();
  return (
    <div className="stack">
      <PageHeader title={t`Public stream`} description={intro} />
      {result.state === 'loading' && <LoadingState label={t`Looking for the live event…`} />}
      {result.state === 'ready' && <StreamBody stream={result.stream} captions={captions} />}
      {result.state === 'failed' &&
        (result.last ? (
          <>
            <p className="muted" role="status">
              <Trans>Reconnecting…</Trans>
            </p>
            <StreamBody stream={result.last} captions={captions} />
          </>
        ) : (
          <p className="muted" role="alert">
            <Trans>The stream could not be reached right now. This page tries again by itself.</Trans>
          </p>
        ))}
    </div>
  );
}
