import type { RawImportRow } from '@civic/domain';
import Papa from 'papaparse';

export interface FailedRow {
  row: RawImportRow;
  outcome: 'invalid' | 'failed';
  reason: string;
}

/**
 * The downloadable report of rows that were not imported: the file's own columns (never the
 * password) plus the line and the reason, so the admin can fix them and import the file again.
 */
export function failuresCsv(failures: FailedRow[]): string {
  return Papa.unparse({
    fields: ['line', 'email', 'displayName', 'role', 'eligible', 'outcome', 'reason'],
    data: failures.map(({ row, outcome, reason }) => [
      row.line,
      row.email,
      row.displayName,
      row.role,
      row.eligible ?? '',
      outcome,
      reason,
    ]),
  });
}
