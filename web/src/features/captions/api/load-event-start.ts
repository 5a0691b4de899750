import { COLLECTIONS, type EventDoc } from '@civic/domain';
import { doc, getDoc, type Timestamp } from 'firebase/firestore';
import { firestore } from '@/lib/firebase/firestore';

/** The event's title and when it went live (else its scheduled start): what a transcript counts from. */
export async function loadEventStart(eventId: string): Promise<{ title: string; startMs: number } | null> {
  const snapshot = await getDoc(doc(firestore, COLLECTIONS.events, eventId));
  const event = snapshot.data() as EventDoc<Timestamp> | undefined;
  if (!event) return null;
  return { title: event.title, startMs: (event.wentLiveAt ?? event.startsAt).toMillis() };
}
