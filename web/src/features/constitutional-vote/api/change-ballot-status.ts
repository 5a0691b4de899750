import type { BallotAction } from '@civic/domain';
import { callFunction } from '@/lib/firebase/functions';

/** Admin: moves a ballot along its life (announce, open, close, publish …). */
export function changeBallotStatus(ballotId: string, action: BallotAction) {
  return callFunction('changeBallotStatus', { ballotId, action });
}
