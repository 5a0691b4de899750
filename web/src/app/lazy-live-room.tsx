/**
 * The live room (live-room.tsx) as /live and /User/live show it: their header paints as soon as
 * the screen's own small module is there, while the room — the Firestore SDK, the player, the
 * feed — loads beside it. Unlike the dashboards' cards it does not wait for that paint
 * (lib/first-paint.ts): the room is what its visitors came for, so it starts at once
 * (docs/performance.md, "Frame first"). The public facts of what is live are asked for at the same
 * time, from the cached HTTP answer /stream reads, and shown while the room loads, then handed to
 * it until its listener is up (docs/performance.md, "/live's facts before the SDKs").
 */
import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense } from 'react';
import { LoadingState } from '@/components/ui/quiet-states';
import { useLiveFacts } from '@/features/events/api/use-live-facts';
import { liveFactsView } from '@/features/events/components/live-facts';

const LiveRoomScreen = lazy(() => import('./live-room').then((module) => ({ default: module.LiveRoomScreen })));

export function LazyLiveRoom() {
  const { t } = useLingui();
  const facts = useLiveFacts();
  return (
    <Suspense fallback={liveFactsView(facts) ?? <LoadingState label={t`Opening the live room…`} />}>
      <LiveRoomScreen facts={facts} />
    </Suspense>
  );
}
