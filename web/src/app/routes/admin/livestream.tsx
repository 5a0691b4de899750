import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense } from 'react';
import { LoadingState } from '@/components/ui/states';
import { EventAdmin } from '@/features/events/components/event-admin';

// Loaded when an admin opens an ended event's replay: the events screen does not carry it.
const ReplayAdmin = lazy(() =>
  import('@/features/replays/components/replay-admin').then((module) => ({ default: module.ReplayAdmin })),
);

/** The events feature lists the events; the replays feature owns an ended event's replay (docs/replays.md). */
export function Component() {
  const { t } = useLingui();
  return (
    <EventAdmin
      replayPanel={(event, title) => (
        <Suspense fallback={<LoadingState label={t`Loading the replay’s settings…`} />}>
          <ReplayAdmin event={{ id: event.id, title, wentLiveAtMs: event.wentLiveAtMs }} />
        </Suspense>
      )}
    />
  );
}
