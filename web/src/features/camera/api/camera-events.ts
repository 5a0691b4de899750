import { COLLECTIONS } from '@civic/domain';
import { collection, onSnapshot, query, where, type DocumentData } from 'firebase/firestore';
import { firestore } from '@/lib/firebase/firestore';
import { useSnapshot } from '@/lib/use-snapshot';

/** What the camera screen needs of an event (domain EventDoc). */
export interface CameraEventView {
  id: string;
  title: string;
  status: 'scheduled' | 'live';
  startsAtMs: number | null;
}

const toView = (id: string, data: DocumentData): CameraEventView => ({
  id,
  title: String(data.title ?? id),
  status: data.status as CameraEventView['status'],
  startsAtMs: typeof data.startsAt?.toMillis === 'function' ? (data.startsAt.toMillis() as number) : null,
});

/**
 * Admin: events streamed from the in-app camera that are live or coming up, live first, then by
 * start time. Few events are scheduled at once, so the source kind is filtered here rather than
 * with another index.
 */
export function useCameraEvents() {
  return useSnapshot<CameraEventView[]>('camera-events', (onData, onError) =>
    onSnapshot(
      query(collection(firestore, COLLECTIONS.events), where('status', 'in', ['live', 'scheduled'])),
      (snapshot) =>
        onData(
          snapshot.docs
            .filter((d) => d.get('source.kind') === 'camera')
            .map((d) => toView(d.id, d.data()))
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
