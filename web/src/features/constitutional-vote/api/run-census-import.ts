import { BALLOT_LIMITS, type ImportCensusEmailsResponse } from '@civic/domain';
import { callFunction } from '@/lib/firebase/functions';

export type CensusOutcome = Omit<ImportCensusEmailsResponse, 'total'> & { total: number };

/**
 * Sends the emails in chunks the callable accepts and adds up the answers; `onProgress` gets the
 * share done. With `apply: false` it is the preview, and nothing is written.
 */
export async function runCensusImport(
  ballotId: string,
  emails: string[],
  apply: boolean,
  onProgress: (done: number, total: number) => void,
): Promise<CensusOutcome> {
  const sum: CensusOutcome = { total: 0, unknown: [], alreadyEligible: 0, marked: 0, toMark: 0 };
  const chunk = BALLOT_LIMITS.censusEmailsPerCall;
  for (let i = 0; i < emails.length; i += chunk) {
    const part = await callFunction('importCensusEmails', { ballotId, emails: emails.slice(i, i + chunk), apply });
    sum.total += part.total;
    sum.unknown.push(...part.unknown);
    sum.alreadyEligible += part.alreadyEligible;
    sum.marked += part.marked;
    sum.toMark += part.toMark;
    onProgress(Math.min(i + chunk, emails.length), emails.length);
  }
  return sum;
}
