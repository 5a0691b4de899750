import type { PublicEventView, StreamState } from '@civic/domain';
import { lazy, Suspense, type ReactNode } from 'react';
import { Link } from 'react-router';
import { PageHeader } from '@/components/ui/page-header';
import { EmptyState, LoadingState } from '@/components/ui/states';
import { paths } from '@/config/paths';
import { useStreamState } from '../api/use-stream-state';
import { Countdown } from './countdown';
import { EventStage } from './event-stage';
import '../events.css';

// The player only matters once an event is live: visitors of an upcoming or ended event never load it.
const EventPlayer = lazy(() => import('./event-player').then((module) => ({ default: module.EventPlayer })));

const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'full', timeStyle: 'short' });

function NextUp({ event }: { event: PublicEventView }) {
  return (
    <article className="card stack event-next">
      <h2>Next: {event.title}</h2>
      <p>
        <time dateTime={event.startsAt}>{dateTime.format(new Date(event.startsAt))}</time>
      </p>
      <Countdown toMs={Date.parse(event.startsAt)} />
    </article>
  );
}

function StreamBody({ stream }: { stream: StreamState }) {
  if (stream.state === 'live') {
    const { event, source } = stream;
    return (
      <div className="stack">
        <p>
          <strong className="badge badge--live">Live now</strong> <span className="event-title">{event.title}</span>
        </p>
        <EventStage
          title={event.title}
          player={
            <Suspense fallback={<LoadingState label="Loading the player…" />}>
              <EventPlayer
                source={source}
                title={event.title}
                camera={
                  <p className="event-stage__message" role="status">
                    This event is broadcast from the studio camera to signed-in viewers.{' '}
                    <Link to={paths.login}>Log in to watch</Link>.
                  </p>
                }
              />
            </Suspense>
          }
        />
        {event.description && <p className="muted">{event.description}</p>}
        <p className="muted">
          <Link to={paths.login}>Log in</Link> to vote in the live polls and react.
        </p>
      </div>
    );
  }
  if (stream.state === 'upcoming') {
    const { event } = stream;
    return (
      <div className="stack">
        {event.coverImageUrl && <img className="event-cover" src={event.coverImageUrl} alt="" />}
        <h2 className="event-title">{event.title}</h2>
        {event.description && <p className="muted">{event.description}</p>}
        <NextUp event={event} />
        <p className="muted">This page starts the video by itself when the event goes live.</p>
      </div>
    );
  }
  return (
    <div className="stack">
      <EmptyState title={stream.ended ? `“${stream.ended.title}” has ended` : 'No event is streaming right now'}>
        <p>
          {stream.ended ? 'Thank you for watching.' : 'When an event goes live, its video plays here for everyone.'}
        </p>
      </EmptyState>
      {stream.next ? <NextUp event={stream.next} /> : <p className="muted">No next event is scheduled yet.</p>}
    </div>
  );
}

/**
 * /stream for everyone, visitors included: the public live event's video, a countdown before it,
 * "ended" with the next event after. It follows the admin by itself (useStreamState polls).
 */
export function PublicStream({ intro }: { intro: ReactNode }) {
  const result = useStreamState();
  return (
    <div className="stack">
      <PageHeader title="Public stream" description={intro} />
      {result.state === 'loading' && <LoadingState label="Looking for the live event…" />}
      {result.state === 'ready' && <StreamBody stream={result.stream} />}
      {result.state === 'failed' &&
        (result.last ? (
          <>
            <p className="muted" role="status">
              Reconnecting…
            </p>
            <StreamBody stream={result.last} />
          </>
        ) : (
          <p className="muted" role="alert">
            The stream could not be reached right now. This page tries again by itself.
          </p>
        ))}
    </div>
  );
}
