import { BALLOT_LIMITS, type ImportCensusEmailsResponse } from '@civic/domain';
import Papa from 'papaparse';
import { callFunction } from '@/lib/firebase/functions';

/**
 * The emails of a census CSV: the column headed "email" (any case), or the first column when no
 * header says so. Blank cells are skipped; case and spaces are normalised by the server too.
 */
export function emailsFromCsv(text: string): string[] {
  const rows = Papa.parse<string[]>(text.trim(), { skipEmptyLines: 'greedy' }).data;
  const header = rows[0]?.map((cell) => cell.trim().toLowerCase()) ?? [];
  const column = Math.max(0, header.indexOf('email'));
  const body = header.includes('email') ? rows.slice(1) : rows;
  return body.map((row) => (row[column] ?? '').trim()).filter(Boolean);
}

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
