/**
 * CSV exports of an event's comments, votes, live-question answers, reports and participation, streamed by the
 * `exportCsv` HTTP function page by page (never the whole set in memory). See docs/analytics.md.
 */
import { z } from 'zod';
import { eventIdSchema } from './event-schemas.js';

export const EXPORT_KINDS = ['comments', 'votes', 'responses', 'reports', 'participation'] as const;
export type ExportKind = (typeof EXPORT_KINDS)[number];

/** Documents read per page: big enough to be quick, small enough to keep memory flat. */
export const EXPORT_PAGE_SIZE = 1000;
/** Response header carrying the row count ahead of the rows, for the browser's progress bar. */
export const EXPORT_TOTAL_HEADER = 'X-Total-Rows';

/** The query of `GET exportCsv?kind=…&eventId=…` (the caller's ID token as a bearer token). */
export const exportRequest = z.object({
  kind: z.enum(EXPORT_KINDS, { error: `kind must be one of ${EXPORT_KINDS.join(', ')}` }),
  eventId: eventIdSchema,
});
export type ExportRequest = z.infer<typeof exportRequest>;

/** Cells a spreadsheet would run as a formula (OWASP "CSV injection"): = + - @, tab, CR. */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One CSV cell (RFC 4180). Text that starts like a formula is prefixed with ' so a comment such
 * as `=HYPERLINK(…)` stays text when an admin opens the file; a cell holding a comma, quote or
 * line break is quoted with its quotes doubled. Numbers and booleans are written as they are.
 * (Hand-written rather than papaparse's escapeFormulae, whose default pattern misses a formula
 * followed by a line break.)
 */
export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  let text = String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvRow(values: readonly unknown[]): string {
  return `${values.map(csvCell).join(',')}\r\n`;
}
