import type { StreamState } from '@civic/domain';
import { useEffect, useState } from 'react';
import { getHttpFunction } from '@/lib/firebase/http-functions';

export type LiveFacts = { state: 'loading' } | { state: 'ready'; stream: StreamState } | { state: 'failed' };

/**
 * The public facts of what is live now, for the live room's first paint: the same cached answer
 * /stream polls (getStreamState), asked once as the room's screen starts, so the room can say what
 * is live before Auth's reload and the Firestore channel are up. The room's listener takes over
 * once it answers (live-room.tsx); nothing polls here. A failure leaves the room to its listener.
 * docs/performance.md, "/live's facts before the SDKs".
 */
export function useLiveFacts(): LiveFacts {
  const [facts, setFacts] = useState<LiveFacts>({ state: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    getHttpFunction('getStreamState', { query: {}, signal: controller.signal }).then(
      (stream) => setFacts({ state: 'ready', stream }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.warn('Could not load what is live', error);
        setFacts({ state: 'failed' });
      },
    );
    return () => controller.abort();
  }, []);
  return facts;
}
