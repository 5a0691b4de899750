/**
 * The live room (live-room.tsx) as /live and /User/live show it: their header paints as soon as
 * the screen's own small module is there, while the room — the Firestore SDK, the player, the
 * feed — loads beside it. Unlike the dashboards' cards it does not wait for that paint
 * (lib/first-paint.ts): the room is what its visitors came for, so it starts at once
 * (docs/performance.md, "Frame first").
 */
import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense } from 'react';
import { LoadingState } from '@/components/ui/quiet-states';

const LiveRoomScreen = lazy(() => import('./live-room').then((module) => ({ default: module.LiveRoomScreen })));

export function LazyLiveRoom() {
  const { t } = useLingui();
  return (
    <Suspense fallback={<LoadingState label={t`Opening the live room…`} />}>
      <LiveRoomScreen />
    </Suspense>
  );
}
