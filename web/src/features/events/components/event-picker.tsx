import { useLingui } from '@lingui/react/macro';
import { useState, type ReactNode } from 'react';
import { FormField } from '@/components/ui/form-field';
import { EmptyState, ErrorState, LoadingState } from '@/components/ui/states';
import { useVersions } from '@/lib/i18n/versions';
import { useEventList } from '../api/use-event-list';

export interface EventPickerProps {
  /** The event to start on (e.g. one a link named); otherwise the live one, else the latest. */
  initialEventId?: string | null;
  /** What the empty state says will appear once an event exists. */
  emptyText: string;
  /** The screen for the picked event, shown under the picker. */
  children: (eventId: string) => ReactNode;
}

/**
 * An admin screen about one event (moderation queue, analytics): a picker of the announced
 * events, live first by default, with the list's loading, error and empty states.
 */
export function EventPicker({ initialEventId = null, emptyText, children }: EventPickerProps) {
  const { t } = useLingui();
  const events = useEventList();
  const [picked, setPicked] = useState<string | null>(initialEventId);
  // Drafts have no audience, posts or votes yet.
  const announced = events.state === 'ready' ? events.data.filter((e) => e.status !== 'draft') : [];
  const list = useVersions(announced);
  const eventId = picked ?? list.find((e) => e.status === 'live')?.id ?? list[0]?.id ?? null;
  if (events.state === 'loading') return <LoadingState label={t`Loading events…`} />;
  if (events.state === 'error') return <ErrorState title={t`Events could not be loaded`} error={events.error} />;
  if (!eventId) {
    return (
      <EmptyState title={t`No events yet`}>
        <p>{emptyText}</p>
      </EmptyState>
    );
  }
  return (
    <>
      <FormField label={t`Event`}>
        <select className="wide-select" value={eventId} onChange={(e) => setPicked(e.target.value)}>
          {list.map(({ id, status, title }) => (
            <option key={id} value={id}>
              {status === 'live' ? t`Live now: ${title}` : title}
            </option>
          ))}
        </select>
      </FormField>
      {children(eventId)}
    </>
  );
}
