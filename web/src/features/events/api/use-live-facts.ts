import { STREAM_POLL_MS, type StreamState } from '@civic/domain';
import { useEffect, useState } from 'react';
import { getHttpFunction } from '@/lib/firebase/http-functions';

export type LiveFacts = { state: 'loading' } | { state: 'ready'; stream: StreamState } | { state: 'failed' };

/** The answer asked for with the live room's screen module, while it is fresh (the server's cache time). */
let early: { atMs: number; answer: Promise<StreamState> } | null = null;
const FRESH_MS = STREAM_POLL_MS / 2;

/**
 * Starts asking for the facts as the live room's screen module is requested (the route table's
 * loader), not once it has arrived and rendered: one round trip sooner on a slow network.
 */
export function prefetchLiveFacts(): void {
  if (early && Date.now() - early.atMs < FRESH_MS) return;
  const answer = getHttpFunction('getStreamState', { query: {} });
  answer.catch(() => undefined); // reported by the screen that reads it
  early = { atMs: Date.now(), answer };
}

/**
 * The public facts of what is live now, for the live room's first paint: the same cached answer
 * /stream polls (getStreamState), asked once as the room's screen starts (or taken from
 * prefetchLiveFacts), so the room can say what is live before Auth's reload and the Firestore
 * channel are up. The room's listener takes over once it answers (live-room.tsx); nothing polls
 * here. A failure leaves the room to its listener. docs/performance.md, "/live's facts before the
 * SDKs".
 */
export function useLiveFacts(): LiveFacts {
  const [facts, setFacts] = useState<LiveFacts>({ state: 'loading' });
  useEffect(() => {
    let left = false;
    const answer =
      early && Date.now() - early.atMs < FRESH_MS ? early.answer : getHttpFunction('getStreamState', { query: {} });
    early = null; // used once: the room's listener keeps it current from here
    answer.then(
      (stream) => !left && setFacts({ state: 'ready', stream }),
      (error: unknown) => {
        if (left) return;
        console.warn('Could not load what is live', error);
        setFacts({ state: 'failed' });
      },
    );
    return () => {
      left = true;
    };
  }, []);
  return facts;
}
