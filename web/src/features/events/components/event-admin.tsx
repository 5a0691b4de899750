import { pickVersion, type EventStatus } from '@civic/domain';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { PageHeader } from '@/components/ui/page-header';
import { EmptyState, ErrorState, LoadingState } from '@/components/ui/states';
import { paths } from '@/config/paths';
import { formatDateTime } from '@/lib/i18n/format';
import { langOf } from '@/lib/i18n/versions';
import { useRunAction } from '@/lib/use-run-action';
import { deleteEvent } from '../api/delete-event';
import { goLive } from '../api/go-live';
import type { EventView } from '../api/event-view';
import { useEventList } from '../api/use-event-list';
import { EndEventButton } from './end-event-button';
import { AudienceLimitsWarning } from './audience-limits-warning';
import { EventEditor } from './event-editor';
import '../events.css';

const STATUS_LABELS: Record<EventStatus, MessageDescriptor> = {
  draft: msg`Draft`,
  scheduled: msg({ message: 'Scheduled', context: 'an event’s status' }),
  live: msg`Live`,
  ended: msg`Ended`,
};
const when = (ms: number) => formatDateTime(ms);
// Product names too: a language may write them in its own script.
const SOURCE_NAMES = { hls: msg`HLS`, youtube: msg`YouTube`, vimeo: msg`Vimeo`, camera: msg`Camera` } as const;

export function EventStatusBadge({ status }: { status: EventStatus }) {
  const { i18n } = useLingui();
  return <span className={`badge event-status event-status--${status}`}>{i18n._(STATUS_LABELS[status])}</span>;
}

export interface EventAdminProps {
  /**
   * An ended event's replay screen (features/replays, composed by the route: features do not
   * import each other), opened under its row with "Replay"; `title` is in the reader's language.
   */
  replayPanel?: (event: EventView, title: string) => ReactNode;
}

/**
 * `/Admin/livestream`: every event with its status and source, the editor, Go live / End (the
 * server allows one live event at a time and says which one is in the way), confirmed delete, and
 * an ended event's replay (docs/replays.md, "The admin's replay screen").
 */
export function EventAdmin({ replayPanel }: EventAdminProps = {}) {
  const { t, i18n } = useLingui();
  const events = useEventList();
  const [editing, setEditing] = useState<{ event: EventView | null } | null>(null);
  const { busy, run } = useRunAction();
  const [toDelete, setToDelete] = useState<EventView | null>(null);
  const [replayOf, setReplayOf] = useState<string | null>(null);

  // The list shows each event in the reader's language; the editor gets the event as written.
  const shown = (event: EventView) => pickVersion(event, i18n.locale);
  const toDeleteTitle = toDelete && shown(toDelete).title;
  const all = events.state === 'ready' ? events.data : [];
  return (
    <div className="stack">
      <PageHeader
        title={t`Events`}
        description={t`Schedule live events with their stream source, then go live and end them. One event is live at a time.`}
        actions={
          !editing && (
            <Button onClick={() => setEditing({ event: null })}>
              <Trans>New event</Trans>
            </Button>
          )
        }
      />
      {editing && (
        <EventEditor key={editing.event?.id ?? 'new'} event={editing.event} onDone={() => setEditing(null)} />
      )}
      {events.state === 'loading' && <LoadingState label={t`Loading events…`} />}
      {events.state === 'error' && <ErrorState title={t`Events could not be loaded`} error={events.error} />}
      {events.state === 'ready' && all.length === 0 && (
        <EmptyState title={t`No events yet`}>
          <p>
            <Trans>Create one with “New event”: give it a time and a stream source.</Trans>
          </p>
        </EmptyState>
      )}
      <ul className="event-list">
        {all.map((event) => {
          const source = SOURCE_NAMES[event.source.kind];
          const { title } = shown(event);
          const titleLanguage = langOf(shown(event), 'title');
          const starts = when(event.startsAtMs);
          const ends = when(event.endsAtMs);
          return (
            <li key={event.id}>
              <article className="card event-row" aria-labelledby={`event-${event.id}`} data-event-id={event.id}>
                <div>
                  <h2 id={`event-${event.id}`} className="event-row__title" dir="auto" lang={titleLanguage}>
                    {title}
                  </h2>
                  <p className="muted event-row__meta">
                    <EventStatusBadge status={event.status} />{' '}
                    <Trans>
                      <bdi>{starts}</bdi> → <bdi>{ends}</bdi>
                    </Trans>{' '}
                    · {i18n._(source)} ·{' '}
                    {event.visibility === 'public' ? <Trans>public</Trans> : <Trans>signed-in only</Trans>}
                  </p>
                </div>
                <div className="event-row__actions">
                  {event.status === 'live' ? (
                    <>
                      <Link className="button" to={paths.admin.live}>
                        <Trans>Control room</Trans>
                      </Link>
                      <EndEventButton event={event} />
                    </>
                  ) : (
                    event.status !== 'ended' && (
                      <Button
                        onClick={() => run(event.id, () => goLive(event.id), { success: t`“${title}” is live.` })}
                        pending={busy === event.id}
                        pendingLabel={t`Going live…`}
                      >
                        <Trans>Go live</Trans>
                      </Button>
                    )
                  )}
                  {event.status === 'ended' && replayPanel && (
                    <Button
                      variant="secondary"
                      aria-expanded={replayOf === event.id}
                      aria-controls={replayOf === event.id ? `replay-of-${event.id}` : undefined}
                      onClick={() => setReplayOf(replayOf === event.id ? null : event.id)}
                    >
                      <Trans>Replay</Trans>
                    </Button>
                  )}
                  <Button variant="secondary" onClick={() => setEditing({ event })} disabled={busy === event.id}>
                    <Trans>Edit</Trans>
                  </Button>
                  {event.status !== 'live' && (
                    <Button variant="danger" onClick={() => setToDelete(event)} disabled={busy === event.id}>
                      <Trans>Delete</Trans>
                    </Button>
                  )}
                </div>
                {event.status !== 'ended' && <AudienceLimitsWarning expectedAudience={event.expectedAudience} />}
              </article>
              {replayOf === event.id && replayPanel && (
                <div id={`replay-of-${event.id}`} className="event-row__replay">
                  {replayPanel(event, title)}
                </div>
              )}
            </li>
          );
        })}
      </ul>
      <ConfirmDialog
        open={toDelete !== null}
        title={t`Delete this event?`}
        danger
        confirmLabel={t`Delete`}
        pending={busy === toDelete?.id}
        onCancel={() => setToDelete(null)}
        onConfirm={() =>
          toDelete &&
          void run(toDelete.id, () => deleteEvent(toDelete.id), { success: t`Event deleted.` }).then(() =>
            setToDelete(null),
          )
        }
      >
        <p>
          <Trans>
            “<bdi>{toDeleteTitle}</bdi>” and its viewer and reaction records are removed for good.
          </Trans>
        </p>
      </ConfirmDialog>
    </div>
  );
}
