import { REACTION_IDS, emptyReactionTotals, type ReactionId, type ReactionPulseDoc } from '@civic/domain';
import { onSnapshot } from 'firebase/firestore';
import { useEffect, useRef, useState } from 'react';
import { reactionPulseRef } from './event-refs';
import { FLOAT_MS, floatsFor, type FloatingReaction } from './reaction-floats';

/**
 * The room's reaction totals from the server's pulse document (one small update per second at
 * most, however many people react), and the emoji floating for each pulse's increase.
 */
export function useReactionPulse(eventId: string) {
  const [totals, setTotals] = useState<Record<ReactionId, number> | null>(null);
  const [floats, setFloats] = useState<FloatingReaction[]>([]);
  // Each pulse's emoji get ids from a count of the pulses this room has seen: never from the clock,
  // since pulses received in a bunch (a busy browser catching up) arrive within one millisecond,
  // and two emoji with one key are duplicated or dropped by React (issue 41).
  const pulses = useRef(0);
  useEffect(() => {
    let previous: Record<ReactionId, number> | null = null;
    const timers = new Set<ReturnType<typeof setTimeout>>();
    const unsubscribe = onSnapshot(
      reactionPulseRef(eventId),
      (snapshot) => {
        const next = { ...emptyReactionTotals(), ...((snapshot.data() as ReactionPulseDoc | undefined)?.totals ?? {}) };
        const before = previous;
        previous = next;
        setTotals(next);
        // The first snapshot is history, not news: nothing floats for it.
        if (!before) return;
        const added = emptyReactionTotals();
        for (const id of REACTION_IDS) added[id] = Math.max(0, next[id] - before[id]);
        const burst = floatsFor(added, String(++pulses.current));
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
