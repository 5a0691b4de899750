import { EXPORT_TOTAL_HEADER, HTTP_DOWNLOADS, type ExportKind } from '@civic/domain';
import { auth } from '@/lib/firebase/app';
import { httpFunctionUrl } from '@/lib/firebase/http-functions';
import { blobSpiller, countRows } from './export-stream';

export interface ExportProgress {
  rows: number;
  total: number;
}

/**
 * The server refused the export (`{success: false, error}`) or the session is gone (`status` 401).
 * The screen says it from the status in the reader's language; the server's English `error`
 * is kept for the console and tests.
 */
export class ExportRefusal extends Error {
  constructor(
    readonly status: number,
    serverMessage?: string,
  ) {
    super(serverMessage ?? `HTTP ${status}`);
    this.name = 'ExportRefusal';
  }
}

async function refusalOf(response: Response): Promise<ExportRefusal> {
  const body = (await response.json().catch(() => null)) as { error?: string } | null;
  return new ExportRefusal(response.status, body?.error);
}

/**
 * Streams one export from `exportCsv` and saves it: the body is read chunk by chunk, progress is
 * reported as rows arrive (the server sends the row count ahead of them), and the chunks go to
 * the browser's blob store as they come (blobSpiller) — never joined into one string. The file's
 * column headers are the server's stable field names in every language (docs/languages.md).
 */
export async function downloadExport(
  kind: ExportKind,
  eventId: string,
  onProgress: (progress: ExportProgress) => void,
  signal?: AbortSignal,
): Promise<ExportProgress> {
  await auth.authStateReady();
  const user = auth.currentUser;
  if (!user) throw new ExportRefusal(401);
  const url = `${httpFunctionUrl(HTTP_DOWNLOADS.exportCsv)}?${new URLSearchParams({ kind, eventId })}`;
  // eslint-disable-next-line lingui/no-unlocalized-strings -- an HTTP header's value, not text
  const response = await fetch(url, { headers: { Authorization: `Bearer ${await user.getIdToken()}` }, signal });
  if (!response.ok || !response.body) throw await refusalOf(response);
  const total = Number(response.headers.get(EXPORT_TOTAL_HEADER) ?? 0);
  const file = blobSpiller('text/csv;charset=utf-8');
  // The header line is a record too; progress counts data rows.
  let rows = -1;
  let last = 0;
  const reader = response.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    rows += countRows(value, last);
    last = value[value.length - 1] ?? last;
    file.add(value);
    onProgress({ rows: Math.max(0, rows), total });
  }
  const href = URL.createObjectURL(file.finish());
  Object.assign(document.createElement('a'), { href, download: `${eventId}-${kind}.csv` }).click();
  // Revoking in the same task can cancel the download in Firefox (web/src/lib/download.ts).
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
  return { rows: Math.max(0, rows), total };
}
