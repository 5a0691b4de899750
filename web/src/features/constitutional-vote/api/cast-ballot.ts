import { isLanguageCode, type BallotAnswer, type CastBallotResponse } from '@civic/domain';
import { callFunction } from '@/lib/firebase/functions';

/**
 * Casts the voter's ballot, read in `reader`'s language (the server names the version that is and
 * its SHA-256); resolves to the receipt and that version.
 */
export function castBallot(
  ballotId: string,
  answers: Record<string, BallotAnswer>,
  reader: string,
): Promise<CastBallotResponse> {
  return callFunction('castBallot', { ballotId, answers, ...(isLanguageCode(reader) && { language: reader }) });
}
