import { getHttpFunction } from '@/lib/firebase/http-functions';

/**
 * The next live event, from the public `getNextEvent` function over plain fetch: the landing page
 * must not download the Firestore SDK (see functions/src/events/getNextEvent.ts).
 */
export function loadNextEvent(signal: AbortSignal) {
  return getHttpFunction('getNextEvent', { query: {}, signal }).catch((error: unknown) => {
    if (!signal.aborted) console.warn('Could not load the next event', error);
    throw error;
  });
}
