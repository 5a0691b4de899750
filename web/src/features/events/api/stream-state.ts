import { STREAM_POLL_MS, type StreamState } from '@civic/domain';
import { useEffect, useState } from 'react';
import { getHttpFunction } from '@/lib/firebase/http-functions';

export type StreamStateResult =
  { state: 'loading' } | { state: 'ready'; stream: StreamState } | { state: 'failed'; last: StreamState | null };

/**
 * /stream's state from the public getStreamState function, asked again every STREAM_POLL_MS (and
 * when the tab becomes visible), so the page goes from countdown to live to ended by itself.
 * Plain fetch: the public route loads no Firestore SDK. A failed poll keeps showing the last state.
 */
export function useStreamState(): StreamStateResult {
  const [result, setResult] = useState<StreamStateResult>({ state: 'loading' });
  useEffect(() => {
    let controller: AbortController | null = null;
    async function load() {
      controller?.abort();
      controller = new AbortController();
      try {
        const stream = await getHttpFunction('getStreamState', { query: {}, signal: controller.signal });
        setResult({ state: 'ready', stream });
      } catch (error) {
        if (controller.signal.aborted) return;
        console.warn('Could not load the stream state', error);
        setResult((previous) => ({ state: 'failed', last: previous.state === 'ready' ? previous.stream : null }));
      }
    }
    void load();
    const timer = setInterval(() => document.visibilityState === 'visible' && void load(), STREAM_POLL_MS);
    const onVisible = () => document.visibilityState === 'visible' && void load();
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
      controller?.abort();
    };
  }, []);
  return result;
}
