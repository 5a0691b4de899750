import { useEffect, useState } from 'react';
import { settledLiveFacts, takeLiveFacts, type LiveFacts } from './live-facts-request';

export type { LiveFacts };

/**
 * The public facts of what is live now, for the live room's first paint: the same cached answer
 * /stream polls (getStreamState), asked once as the room's screen starts (or taken from
 * prefetchLiveFacts), so the room can say what is live before Auth's reload and the Firestore
 * channel are up. The room's listener takes over once it answers (live-room.tsx); nothing polls
 * here. A failure leaves the room to its listener. docs/performance.md, "/live's facts before the
 * SDKs".
 */
export function useLiveFacts(): LiveFacts {
  // Already settled when the screen's module waited for it (liveScreenModule): shown at once.
  const [facts, setFacts] = useState<LiveFacts>(() => settledLiveFacts() ?? { state: 'loading' });
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
