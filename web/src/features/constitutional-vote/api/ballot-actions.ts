import type { BallotAction, BallotAnswer, BallotInput } from '@civic/domain';
import { callFunction } from '@/lib/firebase/functions';

export function saveBallot(ballotId: string | null, ballot: BallotInput) {
  return ballotId ? callFunction('updateBallot', { ballotId, ballot }) : callFunction('createBallot', { ballot });
}

export function changeBallotStatus(ballotId: string, action: BallotAction) {
  return callFunction('changeBallotStatus', { ballotId, action });
}

export async function castBallot(ballotId: string, answers: Record<string, BallotAnswer>): Promise<string> {
  return (await callFunction('castBallot', { ballotId, answers })).receipt;
}

export async function checkReceipt(ballotId: string, receipt: string): Promise<boolean> {
  return (await callFunction('checkReceipt', { ballotId, receipt })).included;
}
