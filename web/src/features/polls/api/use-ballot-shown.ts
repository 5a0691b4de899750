import { ballotOffsetMs, ballotWaitMs } from '@civic/domain';
import { useEffect, useState } from 'react';

/**
 * Whether the room shows a pushed ballot yet (docs/scale.md, "Settings from the expected
 * audience", the ballot spread): at the viewer's own offset within the poll's spread, counted from
 * the push's server time, so a reload waits only the rest, and a viewer who arrives later than
 * their offset sees it at once. Measured once, when the room first shows the push: the caller
 * mounts it again (a key) for another poll or push.
 */
export function useBallotShown(
  pollId: string,
  viewerId: string,
  spreadSeconds: number | null | undefined,
  pushedAtMs: number | null,
): boolean {
  const [waitMs] = useState(() =>
    ballotWaitMs({ pushedAtMs, offsetMs: ballotOffsetMs(viewerId, pollId, spreadSeconds), nowMs: Date.now() }),
  );
  const [due, setDue] = useState(waitMs === 0);
  useEffect(() => {
    if (due) return;
    const timer = setTimeout(() => setDue(true), waitMs);
    return () => clearTimeout(timer);
  }, [due, waitMs]);
  return due;
}
