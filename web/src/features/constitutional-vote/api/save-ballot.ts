import type { BallotInput } from '@civic/domain';
import { callFunction } from '@/lib/firebase/functions';

/** Admin: creates or updates a draft ballot. */
export function saveBallot(ballotId: string | null, ballot: BallotInput) {
  return ballotId ? callFunction('updateBallot', { ballotId, ballot }) : callFunction('createBallot', { ballot });
}
