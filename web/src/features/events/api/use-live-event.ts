import { limit, onSnapshot, query, where } from 'firebase/firestore';
import { useSnapshot } from '@/lib/use-snapshot';
import { eventsCollection } from './event-refs';
import { toEventView, type EventView } from './event-view';

/**
 * The event that is live now (or null), live: signed-in viewers and admins listen to it, so a
 * poll pushed live, an overlay or the end of the event reaches every room without a reload.
 * goLive guarantees there is at most one.
 */
export function useLiveEvent() {
  return useSnapshot<EventView | null>('live', (onData, onError) =>
    onSnapshot(
      query(eventsCollection(), where('status', '==', 'live'), limit(1)),
      (snapshot) => onData(snapshot.docs[0] ? toEventView(snapshot.docs[0]) : null),
      onError,
    ),
  );
}
