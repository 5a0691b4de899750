/**
 * The live room (live-room.tsx) as /live and /User/live show it: their header paints as soon as
 * the screen's own small module is there, with the public facts of what is live (asked for with
 * the screen's module, from the cached HTTP answer /stream reads) as soon as they are in
 * (docs/performance.md, "/live's facts before the SDKs"). The room — the Firestore SDK, the
 * player, the feed — is requested once those facts are painted, or after FACTS_WAIT_MS without
 * them: on a slow network its 100 KB would otherwise share the line with the facts' small answer
 * and hold back the text the resident reads first. The facts are then handed to the room until its
 * listener is up.
 */
import { useLingui } from '@lingui/react/macro';
import { lazy, startTransition, Suspense, useEffect, useState } from 'react';
import { LoadingState } from '@/components/ui/quiet-states';
import { FACTS_WAIT_MS } from '@/features/events/api/live-facts-request';
import { useLiveFacts } from '@/features/events/api/use-live-facts';
import { liveFactsView } from '@/features/events/components/live-facts';
import { afterLargestPaint, afterPaint } from '@/lib/after-paint';

const importRoom = () => import('./live-room');
let roomModule: ReturnType<typeof importRoom> | undefined;
/**
 * Requests the room's module once. Vite's loader first adds a `<link rel="modulepreload">` for each
 * of its 30-odd files, one task's worth of work (110-170 ms at 4x CPU): requested from React's
 * render, that work made the render's task the room's longest (docs/performance.md, "The room's
 * files asked for in a task of their own").
 */
const loadRoom = () => (roomModule ??= importRoom());
const LiveRoomScreen = lazy(() => loadRoom().then((module) => ({ default: module.LiveRoomScreen })));

export function LazyLiveRoom() {
  const { t } = useLingui();
  const facts = useLiveFacts();
  const [roomWanted, setRoomWanted] = useState(false);
  const settled = facts.state !== 'loading';
  const factsView = liveFactsView(facts);
  const factsShown = factsView !== null;
  useEffect(() => {
    if (roomWanted) return;
    // A transition: what is on screen stays until the room is ready. Shown again as the fallback,
    // the facts were a second copy whose paint a slow phone's LCP counted after the room's 100 KB.
    // Its module is requested here, in a task of its own, and rendered once it is in (a failure
    // too: the render then meets it and shows the route's error).
    const want = () =>
      void loadRoom()
        .catch(() => undefined)
        .then(() => startTransition(() => setRoomWanted(true)));
    if (!settled) {
      const timer = setTimeout(want, FACTS_WAIT_MS);
      return () => clearTimeout(timer);
    }
    // After the facts' paint has been reported as the page's largest: asked for sooner, the room's
    // 100 KB was counted into the LCP (docs/performance.md, "/live's first commit waits for its
    // facts"). Facts that say nothing of their own (a loading line) are no such paint.
    return factsShown ? afterLargestPaint(want) : afterPaint(want);
  }, [settled, factsShown, roomWanted]);
  const shown = factsView ?? <LoadingState label={t`Opening the live room…`} />;
  return <Suspense fallback={shown}>{roomWanted ? <LiveRoomScreen facts={facts} /> : shown}</Suspense>;
}
