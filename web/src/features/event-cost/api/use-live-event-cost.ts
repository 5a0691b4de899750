import {
  estimateEventCost,
  type EventAudienceSettings,
  type EventCostEstimate,
  type FirestoreLocation,
} from '@civic/domain';
import { useEffect } from 'react';
import { useAsync } from '@/lib/use-async';
import { useNow } from '@/lib/use-now';
import { loadEventCounters } from './load-event-counters';

/** How often the counts are asked again: each ask is about fifteen reads, whatever the audience. */
export const RECOUNT_EVERY_MS = 30_000;
/** The estimate moves with the clock between counts (presence is billed by the minute). */
const TICK_MS = 5_000;

export interface LiveEventForCost {
  id: string;
  wentLiveAtMs: number | null;
  startsAtMs: number;
  captionTracks: string[];
  livePollId: string | null;
  lastPollId: string | null;
  /** Its settings (EventDoc.audience), priced as the rooms run them. */
  audience?: EventAudienceSettings | null;
}

export type LiveCost =
  | { state: 'loading' }
  | { state: 'error'; error: unknown; retry: () => void }
  | { state: 'ready'; estimate: EventCostEstimate; hours: number; viewersNow: number };

/**
 * The running event's estimate: its counts every RECOUNT_EVERY_MS, the audience now from the
 * control room's own count (passed in: this adds no listener and no read per viewer), priced by
 * the one model as the clock runs.
 */
export function useLiveEventCost(
  event: LiveEventForCost,
  viewersNow: number | null,
  location: FirestoreLocation,
): LiveCost {
  const now = useNow(TICK_MS);
  const startMs = event.wentLiveAtMs ?? event.startsAtMs;
  const counters = useAsync(
    `cost:${event.id}`,
    () =>
      loadEventCounters({
        eventId: event.id,
        startMs,
        endMs: Date.now() + 1,
        captionTracks: event.captionTracks.length,
        pushedPollIds: [event.livePollId, event.lastPollId],
        settings: event.audience ?? null,
      }),
    { keepPreviousData: true },
  );
  const { retry } = counters;
  useEffect(() => {
    const timer = setInterval(retry, RECOUNT_EVERY_MS);
    return () => clearInterval(timer);
  }, [retry]);
  if (counters.data === undefined) {
    return counters.state === 'error' ? { state: 'error', error: counters.error, retry } : { state: 'loading' };
  }
  const hours = Math.max(0, now - startMs) / 3_600_000;
  const audience = viewersNow ?? counters.data.averageViewers ?? 0;
  const estimate = estimateEventCost({ ...counters.data, hours, viewersNow: audience, controlRooms: 1 }, location);
  return { state: 'ready', estimate, hours, viewersNow: audience };
}
