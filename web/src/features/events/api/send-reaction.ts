import { askForReactionPulse, type ReactionDoc, type ReactionId } from '@civic/domain';
import { increment, serverTimestamp, setDoc, type FieldValue } from 'firebase/firestore';
import { callFunction } from '@/lib/firebase/functions';
import { reactionRef } from './event-refs';

/**
 * Sends one reaction: +1 on the viewer's own counter. The rules refuse a second one within
 * REACTION_MIN_INTERVAL_MS of server time, and anything but exactly +1. Then the page asks the
 * server to count it in the room's pulse (docs/live-events.md, "Reactions").
 */
export async function sendReaction(eventId: string, uid: string, id: ReactionId): Promise<void> {
  await setDoc(
    reactionRef(eventId, uid),
    { counts: { [id]: increment(1) }, last: id, sentAt: serverTimestamp() } satisfies ReactionDoc<
      FieldValue,
      FieldValue
    >,
    { merge: true },
  );
  askForPulse(eventId);
}

const asking = new Map<string, Promise<void>>();
const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * One ask at a time per event: a reaction sent while an ask is running may have been read before
 * it committed, so it asks again once that one ends (usually answered "included" at once).
 */
function askForPulse(eventId: string): void {
  const next = (asking.get(eventId) ?? Promise.resolve())
    .then(() => askForReactionPulse(() => callFunction('publishReactions', { eventId }), sleep))
    .then(
      () => undefined,
      (error: unknown) => console.warn('Reaction pulse not published', error),
    );
  asking.set(eventId, next);
  void next.then(() => {
    if (asking.get(eventId) === next) asking.delete(eventId);
  });
}
