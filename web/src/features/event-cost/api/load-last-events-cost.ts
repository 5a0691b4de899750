import { estimateEventCost, type EventAudienceSettings, type EventCostEstimate } from '@civic/domain';
import { getDocs, limit, orderBy, query, where } from 'firebase/firestore';
import { paced } from '@/lib/firebase/paced';
import { millisOf } from '@/lib/firebase/time';
import { eventsCollection } from './event-cost-refs';
import { loadEventCounters } from './load-event-counters';

/** How many of the last events the dashboard prices. */
export const LAST_EVENTS = 5;

export interface PastEventCost {
  eventId: string;
  title: string;
  endedAtMs: number;
  hours: number;
  /** Distinct signed-in accounts that opened the room. */
  attendance: number;
  /** Viewers on average (the control room's samples); null when no control room sampled it. */
  averageViewers: number | null;
  estimate: EventCostEstimate;
}

/**
 * The last ended events with their attendance and estimated cost, from their stored counts (one
 * ordered query, then each event's counts: aggregations, never a read per viewer). An event
 * without viewer samples is priced as if every account that came had stayed throughout: an upper bound.
 */
export async function loadLastEventsCost(): Promise<PastEventCost[]> {
  // Index: status, endedAt desc (the room's "last ended event" asks the same).
  const recent = await paced(() =>
    getDocs(query(eventsCollection(), where('status', '==', 'ended'), orderBy('endedAt', 'desc'), limit(LAST_EVENTS))),
  );
  const ended = recent.docs.filter((d) => millisOf(d.get('endedAt')) !== null);
  return Promise.all(
    ended.map(async (event) => {
      const endMs = millisOf(event.get('endedAt'))!;
      const startMs = millisOf(event.get('wentLiveAt')) ?? millisOf(event.get('startsAt')) ?? endMs;
      const counters = await loadEventCounters({
        eventId: event.id,
        startMs,
        endMs: endMs + 1,
        captionTracks: ((event.get('captionTracks') as string[] | undefined) ?? []).length,
        pushedPollIds: [event.get('lastPollId') as string | null | undefined].map((id) => id ?? null),
        settings: (event.get('audience') as EventAudienceSettings | null | undefined) ?? null,
      });
      const hours = Math.max(0, endMs - startMs) / 3_600_000;
      const viewers = counters.averageViewers ?? counters.uniqueViewers;
      return {
        eventId: event.id,
        title: String(event.get('title') ?? ''),
        endedAtMs: endMs,
        hours,
        attendance: counters.uniqueViewers,
        averageViewers: counters.averageViewers,
        estimate: estimateEventCost({ ...counters, hours, viewersNow: viewers, controlRooms: 1 }),
      };
    }),
  );
}
