/**
 * /Admin/comments: the moderation queue of the live event (or a past one, picked below), the
 * event's comment settings and the blocked-words list. Events come from features/events, the queue
 * from features/comments; this route only links them by the event id.
 */
import { useState } from 'react';
import { useLocation } from 'react-router';
import { PageHeader } from '@/components/ui/page-header';
import { EmptyState, ErrorState, LoadingState } from '@/components/ui/states';
import { FormField } from '@/components/ui/form-field';
import { BlockedWordsEditor } from '@/features/comments/components/blocked-words-editor';
import { CommentSettingsForm } from '@/features/comments/components/comment-settings-form';
import { ModerationQueue } from '@/features/comments/components/moderation-queue';
import { useEventList } from '@/features/events/api/list-events';
import type { QueueFilter } from '@/features/comments/api/moderation-queue';

export function Component() {
  const events = useEventList();
  // A report's link opens the reported posts of its event (router state: no path parameters).
  const linked = useLocation().state as { eventId?: string; filter?: QueueFilter } | null;
  const [picked, setPicked] = useState<string | null>(linked?.eventId ?? null);
  const list = events.state === 'ready' ? events.data.filter((e) => e.status !== 'draft') : [];
  const eventId = picked ?? list.find((e) => e.status === 'live')?.id ?? list[0]?.id ?? null;
  return (
    <div className="stack">
      <PageHeader
        title="Comments"
        description="The moderation queue: approve held posts, hide, restore, delete or pin, time out or block authors, and set the event's comment rules."
      />
      {events.state === 'loading' && <LoadingState label="Loading events…" />}
      {events.state === 'error' && <ErrorState title="Events could not be loaded" error={events.error} />}
      {events.state === 'ready' && !eventId && (
        <EmptyState title="No events yet">
          <p>Comments viewers post during live events appear here.</p>
        </EmptyState>
      )}
      {eventId && (
        <>
          <FormField label="Event">
            <select className="wide-select" value={eventId} onChange={(e) => setPicked(e.target.value)}>
              {list.map((e) => (
                <option key={e.id} value={e.id}>
                  {e.status === 'live' ? `Live now: ${e.title}` : e.title}
                </option>
              ))}
            </select>
          </FormField>
          <ModerationQueue key={eventId} eventId={eventId} initialFilter={linked?.filter} />
          <div className="dashboard-cards">
            <CommentSettingsForm eventId={eventId} />
            <BlockedWordsEditor />
          </div>
        </>
      )}
    </div>
  );
}
