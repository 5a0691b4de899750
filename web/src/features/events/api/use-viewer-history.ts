import { VIEWER_HISTORY_MS } from '@civic/domain';
import { onSnapshot, orderBy, query, Timestamp, where } from 'firebase/firestore';
import { READ_TIMES, requiredMillisOf } from '@/lib/firebase/time';
import { useSnapshot } from '@/lib/use-snapshot';
import { viewerSamplesOf } from './event-refs';

export interface ViewerSample {
  at: number;
  count: number;
}

/** Admin: the last 30 minutes of viewer samples, live. */
export function useViewerHistory(eventId: string) {
  return useSnapshot<ViewerSample[]>(eventId, (onData, onError) =>
    onSnapshot(
      query(
        viewerSamplesOf(eventId),
        where('at', '>', Timestamp.fromMillis(Date.now() - VIEWER_HISTORY_MS)),
        orderBy('at'),
      ),
      (snapshot) =>
        onData(
          snapshot.docs.map((d) => ({
            at: requiredMillisOf(d.get('at', READ_TIMES)),
            count: d.get('count') as number,
          })),
        ),
      onError,
    ),
  );
}
