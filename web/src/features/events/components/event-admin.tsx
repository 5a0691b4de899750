import type { EventStatus } from '@civic/domain';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { PageHeader } from '@/components/ui/page-header';
import { EmptyState, ErrorState, LoadingState } from '@/components/ui/states';
import { paths } from '@/config/paths';
import { useRunAction } from '@/lib/use-run-action';
import { deleteEvent } from '../api/delete-event';
import { goLive } from '../api/go-live';
import type { EventView } from '../api/event-view';
import { useEventList } from '../api/use-event-list';
import { EndEventButton } from './end-event-button';
import { EventEditor } from './event-editor';
import '../events.css';

const STATUS_LABELS: Record<EventStatus, string> = {
  draft: 'Draft',
  scheduled: 'Scheduled',
  live: 'Live',
  ended: 'Ended',
};
const when = (ms: number) => new Date(ms).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
const SOURCE_NAMES = { hls: 'HLS', youtube: 'YouTube', vimeo: 'Vimeo', camera: 'Camera' } as const;

export function EventStatusBadge({ status }: { status: EventStatus }) {
  return <span className={`badge event-status event-status--${status}`}>{STATUS_LABELS[status]}</span>;
}

/**
 * `/Admin/livestream`: every event with its status and source, the editor, Go live / End (the
 * server allows one live event at a time and says which one is in the way), confirmed delete.
 */
export function EventAdmin() {
  const events = useEventList();
  const [editing, setEditing] = useState<{ event: EventView | null } | null>(null);
  const { busy, run } = useRunAction();
  const [toDelete, setToDelete] = useState<EventView | null>(null);

  const all = events.state === 'ready' ? events.data : [];
  return (
    <div className="stack">
      <PageHeader
        title="Events"
        description="Schedule live events with their stream source, then go live and end them. One event is live at a time."
        actions={!editing && <Button onClick={() => setEditing({ event: null })}>New event</Button>}
      />
      {editing && (
        <EventEditor key={editing.event?.id ?? 'new'} event={editing.event} onDone={() => setEditing(null)} />
      )}
      {events.state === 'loading' && <LoadingState label="Loading events…" />}
      {events.state === 'error' && <ErrorState title="Events could not be loaded" error={events.error} />}
      {events.state === 'ready' && all.length === 0 && (
        <EmptyState title="No events yet">
          <p>Create one with “New event”: give it a time and a stream source.</p>
        </EmptyState>
      )}
      <ul className="event-list">
        {all.map((event) => (
          <li key={event.id}>
            <article className="card event-row" aria-labelledby={`event-${event.id}`} data-event-id={event.id}>
              <div>
                <h2 id={`event-${event.id}`} className="event-row__title">
                  {event.title}
                </h2>
                <p className="muted event-row__meta">
                  <EventStatusBadge status={event.status} /> {when(event.startsAtMs)} → {when(event.endsAtMs)} ·{' '}
                  {SOURCE_NAMES[event.source.kind]} · {event.visibility === 'public' ? 'public' : 'signed-in only'}
                </p>
              </div>
              <div className="event-row__actions">
                {event.status === 'live' ? (
                  <>
                    <Link className="button" to={paths.admin.live}>
                      Control room
                    </Link>
                    <EndEventButton event={event} />
                  </>
                ) : (
                  event.status !== 'ended' && (
                    <Button
                      onClick={() => run(event.id, () => goLive(event.id), { success: `“${event.title}” is live.` })}
                      pending={busy === event.id}
                      pendingLabel="Going live…"
                    >
                      Go live
                    </Button>
                  )
                )}
                <Button variant="secondary" onClick={() => setEditing({ event })} disabled={busy === event.id}>
                  Edit
                </Button>
                {event.status !== 'live' && (
                  <Button variant="danger" onClick={() => setToDelete(event)} disabled={busy === event.id}>
                    Delete
                  </Button>
                )}
              </div>
            </article>
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={toDelete !== null}
        title="Delete this event?"
        danger
        confirmLabel="Delete"
        pending={busy === toDelete?.id}
        onCancel={() => setToDelete(null)}
        onConfirm={() =>
          toDelete &&
          void run(toDelete.id, () => deleteEvent(toDelete.id), { success: 'Event deleted.' }).then(() =>
            setToDelete(null),
          )
        }
      >
        <p>“{toDelete?.title}” and its viewer and reaction records are removed for good.</p>
      </ConfirmDialog>
    </div>
  );
}
