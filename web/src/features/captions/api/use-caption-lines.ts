import { onSnapshot, orderBy, query } from 'firebase/firestore';
import { useSnapshot } from '@/lib/use-snapshot';
import { captionsOf } from './caption-refs';
import { toCaptionLine, type CaptionLine } from './caption-line';

/**
 * Every caption line of the event, oldest first, as lines arrive and are corrected or withdrawn.
 * The overlay, the Transcript panel and the captioner's panel ask for the same query, which the
 * SDK serves from one listen. An event's lines are a few thousand at most (one every few seconds).
 */
export function useCaptionLines(eventId: string) {
  return useSnapshot<CaptionLine[]>(`captions:${eventId}`, (onData, onError) => {
    const arrived = new Map<string, number>();
    return onSnapshot(
      query(captionsOf(eventId), orderBy('sentAt')),
      (snapshot) => {
        const now = Date.now();
        onData(
          snapshot.docs.map((doc) => {
            if (!arrived.has(doc.id)) arrived.set(doc.id, now);
            return toCaptionLine(doc, arrived.get(doc.id) ?? now);
          }),
        );
      },
      onError,
    );
  });
}
