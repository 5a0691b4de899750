import { onSnapshot, orderBy, query } from 'firebase/firestore';
import { useSnapshot } from '@/lib/use-snapshot';
import { eventsCollection } from './event-refs';
import { toEventView, type EventView } from './event-view';

/** Admin: every event, soonest start last, live (rules let admins read drafts too). */
export function useEventList() {
  return useSnapshot<EventView[]>('all', (onData, onError) =>
    onSnapshot(
      query(eventsCollection(), orderBy('startsAt', 'desc')),
      (snapshot) => onData(snapshot.docs.map(toEventView)),
      onError,
    ),
  );
}
