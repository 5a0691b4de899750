import { onSnapshot, query, where } from 'firebase/firestore';
import { useSnapshot } from '@/lib/use-snapshot';
import { eventsCollection } from './event-refs';
import { toEventView, type EventView } from './event-view';

/**
 * Admin: events streamed from the in-app camera that are live or coming up, live first, then by
 * start time (app/ hands them to the camera screen). Few events are scheduled at once, so the
 * source kind is filtered here rather than with another index.
 */
export function useCameraEvents() {
  return useSnapshot<EventView[]>('camera-events', (onData, onError) =>
    onSnapshot(
      query(eventsCollection(), where('status', 'in', ['live', 'scheduled'])),
      (snapshot) =>
        onData(
          snapshot.docs
            .filter((d) => d.get('source.kind') === 'camera')
            .map(toEventView)
            .sort(
              (a, b) =>
                Number(b.status === 'live') - Number(a.status === 'live') ||
                (a.startsAtMs ?? Infinity) - (b.startsAtMs ?? Infinity),
            ),
        ),
      onError,
    ),
  );
}
