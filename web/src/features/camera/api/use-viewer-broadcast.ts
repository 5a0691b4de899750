import type { CameraBroadcastDoc } from '@civic/domain';
import { useEffect, useState } from 'react';
import type { Live } from '@/lib/use-snapshot';
import { readBroadcastFromServer } from './read-broadcast-from-server';
import { useBroadcast } from './use-broadcast';

/** While the listener says the camera is off, the server is asked after this long… */
const FIRST_CHECK_MS = 2_000;
/** …then after twice as long each time, up to this interval. */
const MAX_CHECK_MS = 30_000;

/**
 * The broadcast a viewer should join: the listener's, and while the listener says the camera is
 * off, what the server says on a read that skips the SDK's cache.
 *
 * Why: a listener on the broadcast document can miss a broadcast re-created where one was just
 * deleted. The emulator was seen announcing a consistent point in time (a global snapshot) before
 * sending a document written just before it; the SDK then records "no document, as of that
 * time", and ignores the re-created document as older than that record, on every connection,
 * until the document changes again. A fresh page saw it at once (docs/camera.md). Checks back
 * off, so a viewer waiting for a camera that stays off reads about twice a minute.
 */
export function useViewerBroadcast(eventId: string): Live<CameraBroadcastDoc | null> {
  const listened = useBroadcast(eventId);
  const off = listened.state === 'ready' && listened.data === null;
  const [onServer, setOnServer] = useState<CameraBroadcastDoc | null>(null);

  useEffect(() => {
    if (!off) return;
    let stopped = false;
    let wait = FIRST_CHECK_MS;
    let timer: ReturnType<typeof setTimeout>;
    const check = () => {
      timer = setTimeout(() => {
        readBroadcastFromServer(eventId)
          .then(
            // Same broadcast, same object: the connection is not re-rendered for nothing.
            (found) => !stopped && setOnServer((seen) => (seen?.broadcastId === found?.broadcastId ? seen : found)),
            // Offline, or the event is no longer live: the next check (or the listener) will say.
            () => undefined,
          )
          .finally(() => {
            if (stopped) return;
            wait = Math.min(wait * 2, MAX_CHECK_MS);
            check();
          });
      }, wait);
    };
    check();
    return () => {
      stopped = true;
      clearTimeout(timer);
      // The listener speaks again (or the event changed): an earlier server answer is stale.
      setOnServer(null);
    };
  }, [off, eventId]);

  return off && onServer ? { state: 'ready', data: onServer } : listened;
}
