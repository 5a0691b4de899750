/**
 * The live room (live-room.tsx) as /live and /User/live show it: their header paints first, and
 * the room — the Firestore SDK, the player, the feed — loads once it is on screen
 * (lib/first-paint.ts).
 */
import { Suspense } from 'react';
import { LoadingState } from '@/components/ui/quiet-states';
import { lazyAfterPaint } from '@/lib/first-paint';

const LiveRoomScreen = lazyAfterPaint(() =>
  import('./live-room').then((module) => ({ default: module.LiveRoomScreen })),
);

export function LiveRoomAfterPaint() {
  return (
    <Suspense fallback={<LoadingState label="Opening the live room…" />}>
      <LiveRoomScreen />
    </Suspense>
  );
}
