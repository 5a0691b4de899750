import { VIEWER_SAMPLE_MS, VIEWER_STALE_MS, type ViewerSampleDoc } from '@civic/domain';
import {
  getCountFromServer,
  query,
  serverTimestamp,
  setDoc,
  Timestamp,
  where,
  type FieldValue,
} from 'firebase/firestore';
import { useEffect, useState } from 'react';
import { viewerSampleRef, viewersOf } from './event-refs';

/** How often the control room recounts (a count() costs one read per 1 000 heartbeats). */
const COUNT_EVERY_MS = 10_000;

/**
 * Admin: viewers now — count() of heartbeats newer than the event's window (`staleMs`, its
 * settings' viewerStaleMs: 2.5 beats; none said, VIEWER_STALE_MS), every COUNT_EVERY_MS —
 * and a sample written once a minute (doc id = the minute, so two control rooms write one) for
 * the sparkline.
 */
export function useViewerCount(eventId: string, staleMs: number = VIEWER_STALE_MS): number | null {
  const [count, setCount] = useState<{ eventId: string; count: number } | null>(null);
  useEffect(() => {
    let stopped = false;
    async function recount() {
      const viewers = viewersOf(eventId);
      const since = Timestamp.fromMillis(Date.now() - staleMs);
      try {
        const snapshot = await getCountFromServer(query(viewers, where('seenAt', '>', since)));
        const now = snapshot.data().count;
        if (stopped) return;
        setCount({ eventId, count: now });
        const minute = String(Math.floor(Date.now() / VIEWER_SAMPLE_MS));
        await setDoc(viewerSampleRef(eventId, minute), {
          at: serverTimestamp(),
          count: now,
        } satisfies ViewerSampleDoc<FieldValue>);
      } catch (error) {
        console.warn('Viewer count failed', error);
      }
    }
    void recount();
    const timer = setInterval(recount, COUNT_EVERY_MS);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, [eventId, staleMs]);
  return count?.eventId === eventId ? count.count : null;
}
