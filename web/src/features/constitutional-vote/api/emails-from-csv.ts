import Papa from 'papaparse';

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
