import { COLLECTIONS } from '@civic/domain';
import { collection, onSnapshot, orderBy, query } from 'firebase/firestore';
import { firestore } from '@/lib/firebase/firestore';
import { useSnapshot } from '@/lib/use-snapshot';
import { toEventView, type EventView } from './event-view';

/** Admin: every event, soonest start last, live (rules let admins read drafts too). */
export function useEventList() {
  return useSnapshot<EventView[]>('all', (onData, onError) =>
    onSnapshot(
      query(collection(firestore, COLLECTIONS.events), orderBy('startsAt', 'desc')),
      (snapshot) => onData(snapshot.docs.map(toEventView)),
      onError,
    ),
  );
}
