import type { BallotAnswer } from '@civic/domain';
import { callFunction } from '@/lib/firebase/functions';

/** Casts the voter's ballot; resolves to the receipt. */
export async function castBallot(ballotId: string, answers: Record<string, BallotAnswer>): Promise<string> {
  return (await callFunction('castBallot', { ballotId, answers })).receipt;
}
