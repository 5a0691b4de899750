import type { StreamState } from '@civic/domain';
import { useEffect, useState } from 'react';
import { takeLiveFacts } from './live-facts-request';

export type LiveFacts = { state: 'loading' } | { state: 'ready'; stream: StreamState } | { state: 'failed' };

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
    takeLiveFacts().then(
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
