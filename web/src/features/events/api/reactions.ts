import {
  askForReactionPulse,
  COLLECTIONS,
  REACTION_IDS,
  REACTIONS,
  STATS_REACTIONS_DOC,
  emptyReactionTotals,
  type ReactionDoc,
  type ReactionId,
  type ReactionPulseDoc,
} from '@civic/domain';
import { doc, increment, onSnapshot, serverTimestamp, setDoc, type FieldValue } from 'firebase/firestore';
import { useEffect, useState } from 'react';
import { firestore } from '@/lib/firebase/firestore';
import { callFunction } from '@/lib/firebase/functions';

/**
 * Sends one reaction: +1 on the viewer's own counter. The rules refuse a second one within
 * REACTION_MIN_INTERVAL_MS of server time, and anything but exactly +1. Then the page asks the
 * server to count it in the room's pulse (docs/live-events.md, "Reactions").
 */
export async function sendReaction(eventId: string, uid: string, id: ReactionId): Promise<void> {
  await setDoc(
    doc(firestore, COLLECTIONS.events, eventId, COLLECTIONS.reactions, uid),
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

/** At most this many emoji float per pulse, however many arrived: the screen stays watchable. */
const MAX_FLOATS = 12;
export const FLOAT_MS = 2_600;

export interface FloatingReaction {
  id: string;
  emoji: string;
  /** Horizontal position, % of the stage width. */
  left: number;
}

/**
 * Turns one pulse's increases into at most MAX_FLOATS emoji: every kind that arrived floats at
 * least once, the rest in proportion.
 */
export function floatsFor(added: Record<ReactionId, number>, key: string): FloatingReaction[] {
  const kinds = REACTION_IDS.filter((id) => added[id] > 0);
  const total = kinds.reduce((sum, id) => sum + added[id], 0);
  const share = total <= MAX_FLOATS ? 1 : (MAX_FLOATS - kinds.length) / (total - kinds.length);
  const floats: FloatingReaction[] = [];
  for (const id of kinds) {
    const count = total <= MAX_FLOATS ? added[id] : 1 + Math.floor((added[id] - 1) * share);
    for (let i = 0; i < count; i++)
      floats.push({ id: `${key}-${id}-${i}`, emoji: REACTIONS[id], left: 8 + Math.random() * 84 });
  }
  return floats;
}

/**
 * The room's reaction totals from the server's pulse document (one small update per second at
 * most, however many people react), and the emoji floating for each pulse's increase.
 */
export function useReactionPulse(eventId: string) {
  const [totals, setTotals] = useState<Record<ReactionId, number> | null>(null);
  const [floats, setFloats] = useState<FloatingReaction[]>([]);
  useEffect(() => {
    let previous: Record<ReactionId, number> | null = null;
    const timers = new Set<ReturnType<typeof setTimeout>>();
    const unsubscribe = onSnapshot(
      doc(firestore, COLLECTIONS.events, eventId, COLLECTIONS.stats, STATS_REACTIONS_DOC),
      (snapshot) => {
        const next = { ...emptyReactionTotals(), ...((snapshot.data() as ReactionPulseDoc | undefined)?.totals ?? {}) };
        const before = previous;
        previous = next;
        setTotals(next);
        // The first snapshot is history, not news: nothing floats for it.
        if (!before) return;
        const added = emptyReactionTotals();
        for (const id of REACTION_IDS) added[id] = Math.max(0, next[id] - before[id]);
        const burst = floatsFor(added, String(Date.now()));
        if (burst.length === 0) return;
        setFloats((current) => [...current, ...burst]);
        const timer = setTimeout(() => {
          timers.delete(timer);
          setFloats((current) => current.filter((f) => !burst.includes(f)));
        }, FLOAT_MS);
        timers.add(timer);
      },
      (error) => console.warn('Reactions unavailable', error),
    );
    return () => {
      unsubscribe();
      for (const timer of timers) clearTimeout(timer);
    };
  }, [eventId]);
  return { totals, floats };
}
