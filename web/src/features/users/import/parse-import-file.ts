/**
 * Reads a user CSV in the browser, streaming (papaparse reads the file in chunks, so a large file
 * never sits in memory as text), and sorts it into rows to import and rows that cannot be. A file
 * that is not a user list at all (empty, binary, wrong header, an absurdly long cell, broken
 * quoting) is rejected whole, before anything is written.
 */
import { t } from '@lingui/core/macro';
import { IMPORT_COLUMNS, IMPORT_LIMITS, type RawImportRow } from '@civic/domain';
import Papa from 'papaparse';
import { formatNumber } from '@/lib/i18n/format';
import { lineNumberOf } from './line-number';
import { readImportRow } from './row-problem';

export interface RowProblem {
  row: RawImportRow;
  reason: string;
}

export interface PreviewRow {
  row: RawImportRow;
  problem: string | null;
}

export type ParsedImportFile =
  | { ok: false; message: string }
  | {
      ok: true;
      /** Rows that passed validation, in file order, ready to upload. */
      valid: RawImportRow[];
      /** Rows refused here, with why; they are never sent. */
      invalid: RowProblem[];
      /** The first rows of the file, valid or not, for the preview. */
      preview: PreviewRow[];
      total: number;
    };

export const PREVIEW_ROWS = 10;
/** Far above any real user list, low enough that a wrong file is refused before parsing. */
export const MAX_FILE_BYTES = 50 * 1024 * 1024;
const SNIFF_BYTES = 64 * 1024;

const COLUMNS: readonly string[] = [...IMPORT_COLUMNS.required, ...IMPORT_COLUMNS.optional];
const REQUIRED_COLUMNS = IMPORT_COLUMNS.required.join(', ');
const OPTIONAL_COLUMNS = IMPORT_COLUMNS.optional.join(', ');

/** Header names match whatever their case and surrounding spaces. */
function canonicalColumn(header: string): string {
  const trimmed = header.trim();
  return COLUMNS.find((column) => column.toLowerCase() === trimmed.toLowerCase()) ?? trimmed;
}

function headerProblem(fields: string[]): string | null {
  const unknown = fields.filter((field) => field !== '' && !COLUMNS.includes(field));
  const missing = IMPORT_COLUMNS.required.filter((column) => !fields.includes(column));
  if (missing.length === 0 && unknown.length === 0) return null;
  if (fields.length === 0) {
    return t`The first line must be the header ${REQUIRED_COLUMNS} (optional: ${OPTIONAL_COLUMNS}); found nothing.`;
  }
  const found = fields.join(', ');
  return t`The first line must be the header ${REQUIRED_COLUMNS} (optional: ${OPTIONAL_COLUMNS}); found ${found}.`;
}

/** A row with too few or too many cells (papaparse's FieldMismatch codes). */
function mismatchProblem(mismatch: Papa.ParseError): string {
  if (mismatch.code === 'TooFewFields') return t`row: Too few fields for the header.`;
  if (mismatch.code === 'TooManyFields') return t`row: Too many fields for the header.`;
  const detail = mismatch.message;
  return t`row: ${detail}`;
}

/** Reads a blob as UTF-8 text (FileReader: the same reader papaparse streams the file with). */
function readText(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error(t`The file could not be read.`));
    reader.readAsText(blob);
  });
}

/** A text file has no NUL bytes and no undecodable sequences in its first bytes. */
async function looksLikeText(file: File): Promise<boolean> {
  const head = await readText(file.slice(0, SNIFF_BYTES));
  return !head.includes('\u0000') && (head.match(/\uFFFD/g)?.length ?? 0) === 0;
}

const rejected = (message: string): ParsedImportFile => ({ ok: false, message: t`${message} Nothing was imported.` });

export async function parseImportFile(
  file: File,
  onProgress: (fraction: number) => void = () => {},
): Promise<ParsedImportFile> {
  if (file.size === 0) return rejected(t`The file is empty.`);
  const limit = formatNumber(MAX_FILE_BYTES / 1024 / 1024);
  if (file.size > MAX_FILE_BYTES) return rejected(t`The file is larger than ${limit} MB.`);
  if (!(await looksLikeText(file))) return rejected(t`This is not a CSV text file (it contains binary data).`);

  return new Promise((resolve) => {
    const valid: RawImportRow[] = [];
    const invalid: RowProblem[] = [];
    const preview: PreviewRow[] = [];
    const firstLineOf = new Map<string, number>();
    let total = 0;
    let failure: string | null = null;

    Papa.parse<Record<string, string | undefined>>(file, {
      header: true,
      skipEmptyLines: 'greedy',
      transformHeader: canonicalColumn,
      step(result, parser) {
        if (total === 0) {
          failure = headerProblem(result.meta.fields ?? []);
          if (failure) return parser.abort();
        }
        total++;
        // Line 1 is the header; quoted line breaks inside a cell are rare in user lists.
        const line = total + 1;
        const quoting = result.errors.find((error) => error.type === 'Quotes');
        if (quoting) {
          const detail = quoting.message;
          const lineNumber = lineNumberOf(line);
          failure = t`Line ${lineNumber} has a broken quote (${detail}).`;
          return parser.abort();
        }
        const cells = result.data;
        const long = Object.values(cells).find(
          (value) => typeof value === 'string' && value.length > IMPORT_LIMITS.cellMax,
        );
        if (long !== undefined) {
          const cellMax = formatNumber(IMPORT_LIMITS.cellMax);
          const lineNumber = lineNumberOf(line);
          failure = t`Line ${lineNumber} has a cell longer than ${cellMax} characters; this is not a user list.`;
          return parser.abort();
        }
        const row: RawImportRow = {
          line,
          email: (cells.email ?? '').trim(),
          displayName: cells.displayName ?? '',
          role: cells.role ?? '',
          ...(cells.eligible !== undefined && { eligible: cells.eligible }),
          ...(cells.password !== undefined && { password: cells.password }),
        };
        const mismatch = result.errors.find((error) => error.type === 'FieldMismatch');
        let problem: string | null = mismatch ? mismatchProblem(mismatch) : null;
        if (!problem) {
          const parsed = readImportRow(row);
          problem = parsed.ok ? null : parsed.reason;
          if (parsed.ok) {
            const seen = firstLineOf.get(parsed.account.email);
            const seenLine = seen === undefined ? '' : lineNumberOf(seen);
            if (seen !== undefined) problem = t`email: same email as line ${seenLine}`;
            else firstLineOf.set(parsed.account.email, line);
          }
        }
        if (problem) invalid.push({ row, reason: problem });
        else valid.push(row);
        if (preview.length < PREVIEW_ROWS) preview.push({ row, problem });
        if (total % 500 === 0) onProgress(Math.min(result.meta.cursor / file.size, 1));
      },
      complete() {
        onProgress(1);
        if (failure) resolve(rejected(failure));
        else if (total === 0) resolve(rejected(t`The file has a header but no rows.`));
        else resolve({ ok: true, valid, invalid, preview, total });
      },
      error(error) {
        const detail = error.message;
        resolve(rejected(t`The file could not be read: ${detail}.`));
      },
    });
  });
}
