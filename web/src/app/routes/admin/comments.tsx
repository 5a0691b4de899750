/**
 * /Admin/comments: the moderation queue of the live event (or a past one, picked below), the
 * event's comment settings and the blocked-words list. Events come from features/events, the queue
 * from features/comments; this route only links them by the event id.
 */
import { useLingui } from '@lingui/react/macro';
import { useLocation } from 'react-router';
import { PageHeader } from '@/components/ui/page-header';
import { PersonalDataNotice } from '@/components/ui/personal-data-notice';
import { BlockedWordsEditor } from '@/features/comments/components/blocked-words-editor';
import { CommentSettingsForm } from '@/features/comments/components/comment-settings-form';
import { ModerationQueue } from '@/features/comments/components/moderation-queue';
import { EventPicker } from '@/features/events/components/event-picker';
import type { QueueFilter } from '@/features/comments/api/use-moderation-queue';

export function Component() {
  const { t } = useLingui();
  // A report's link opens the reported posts of its event (router state: no path parameters).
  const linked = useLocation().state as { eventId?: string; filter?: QueueFilter } | null;
  return (
    <div className="stack">
      <PageHeader
        title={t`Comments`}
        description={t`The moderation queue: approve held posts, hide, restore, delete or pin, time out or block authors, and set the event’s comment rules.`}
      />
      <PersonalDataNotice />
      <EventPicker
        initialEventId={linked?.eventId}
        emptyText={t`Comments viewers post during live events appear here.`}
      >
        {(eventId) => (
          <>
            <ModerationQueue key={eventId} eventId={eventId} initialFilter={linked?.filter} />
            <div className="dashboard-cards">
              <CommentSettingsForm eventId={eventId} />
              <BlockedWordsEditor />
            </div>
          </>
        )}
      </EventPicker>
    </div>
  );
}
