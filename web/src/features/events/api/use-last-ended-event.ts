import { limit, onSnapshot, orderBy, query, where } from 'firebase/firestore';
import { useSnapshot } from '@/lib/use-snapshot';
import { eventsCollection } from './event-refs';
import { toEventView, type EventView } from './event-view';

/**
 * The event that ended last (or null), live, asked only while nothing is live: the
 * room says it has ended, with its final poll, instead of "Nothing is live" (index: status,
 * endedAt desc). Citizens and admins may read ended events (firestore.rules, eventReadable).
 */
export function useLastEndedEvent() {
  return useSnapshot<EventView | null>('last-ended', (onData, onError) =>
    onSnapshot(
      query(eventsCollection(), where('status', '==', 'ended'), orderBy('endedAt', 'desc'), limit(1)),
      (snapshot) => onData(snapshot.docs[0] ? toEventView(snapshot.docs[0]) : null),
      onError,
    ),
  );
}
