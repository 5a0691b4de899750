import { STREAM_POLL_MS, type StreamState } from '@civic/domain';
import { useEffect, useState } from 'react';
import { getHttpFunction } from '@/lib/firebase/http-functions';

export type StreamStateResult =
  { state: 'loading' } | { state: 'ready'; stream: StreamState } | { state: 'failed'; last: StreamState | null };

/**
 * /stream's state from the public getStreamState function, asked again every STREAM_POLL_MS (and
 * when the tab becomes visible), so the page goes from countdown to live to ended by itself.
 * Plain fetch: the public route loads no Firestore SDK. A failed poll keeps showing the last state.
 *
 * One request at a time: a poll that finds the previous request still waiting lets it finish
 * instead of cancelling it. Cancelling each one after STREAM_POLL_MS meant that on a server slower
 * than that no answer was ever used. Only leaving the page cancels (and that is no failure).
 */
export function useStreamState(): StreamStateResult {
  const [result, setResult] = useState<StreamStateResult>({ state: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    let inFlight = false;
    async function load() {
      if (inFlight) return;
      inFlight = true;
      try {
        const stream = await getHttpFunction('getStreamState', { query: {}, signal: controller.signal });
        if (!controller.signal.aborted) setResult({ state: 'ready', stream });
      } catch (error) {
        if (controller.signal.aborted) return;
        console.warn('Could not load the stream state', error);
        setResult((previous) => ({ state: 'failed', last: previous.state === 'ready' ? previous.stream : null }));
      } finally {
        inFlight = false;
      }
    }
    void load();
    const timer = setInterval(() => document.visibilityState === 'visible' && void load(), STREAM_POLL_MS);
    const onVisible = () => document.visibilityState === 'visible' && void load();
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
      controller.abort();
    };
  }, []);
  return result;
}
