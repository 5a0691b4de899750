import { eventSettingsOf, type EventDoc, type Localized } from '@civic/domain';
import { getDocs, limit, query, Timestamp, where } from 'firebase/firestore';
import { countOf } from '@/lib/firebase/count-of';
import { paced } from '@/lib/firebase/paced';
import { eventsCollection, viewersOf } from './admin-dashboard-refs';

/** Viewers of the live event now (fresh heartbeats), or null when no event is live. */
export async function loadViewersNow(): Promise<(Localized & { title: string; viewers: number }) | null> {
  const live = await paced(() => getDocs(query(eventsCollection(), where('status', '==', 'live'), limit(1))));
  const event = live.docs[0];
  if (!event) return null;
  const viewers = viewersOf(event.id);
  // The event's own window (2.5 of its beats: docs/scale.md, "Settings from the expected audience").
  const staleMs = eventSettingsOf(event.data() as Pick<EventDoc, 'audience'>).viewerStaleMs;
  return {
    title: String(event.get('title') ?? ''),
    // Its versions: the dashboard shows the title in the reader's language.
    language: event.get('language') as Localized['language'],
    translations: event.get('translations') as Localized['translations'],
    viewers: await countOf(query(viewers, where('seenAt', '>', Timestamp.fromMillis(Date.now() - staleMs)))),
  };
}
