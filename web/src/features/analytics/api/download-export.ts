import { EXPORT_TOTAL_HEADER, HTTP_DOWNLOADS, type ExportKind } from '@civic/domain';
import { auth } from '@/lib/firebase/app';
import { httpFunctionUrl } from '@/lib/firebase/http-functions';
import { blobSpiller, countRows } from './export-stream';

export interface ExportProgress {
  rows: number;
  total: number;
}

/** The server's refusal message, from its `{success: false, error}` answer. */
async function refusalOf(response: Response): Promise<Error> {
  const body = (await response.json().catch(() => null)) as { error?: string } | null;
  return new Error(body?.error ?? `The export failed (HTTP ${response.status}).`);
}

/**
 * Streams one export from `exportCsv` and saves it: the body is read chunk by chunk, progress is
 * reported as rows arrive (the server sends the row count ahead of them), and the chunks go to
 * the browser's blob store as they come (blobSpiller) — never joined into one string.
 */
export async function downloadExport(
  kind: ExportKind,
  eventId: string,
  onProgress: (progress: ExportProgress) => void,
  signal?: AbortSignal,
): Promise<ExportProgress> {
  await auth.authStateReady();
  const user = auth.currentUser;
  if (!user) throw new Error('Sign in again to export.');
  const url = `${httpFunctionUrl(HTTP_DOWNLOADS.exportCsv)}?${new URLSearchParams({ kind, eventId })}`;
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
