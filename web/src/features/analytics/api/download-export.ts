import { EXPORT_TOTAL_HEADER, HTTP_DOWNLOADS, type ExportKind } from '@civic/domain';
import { auth } from '@/lib/firebase/app';
import { httpFunctionUrl } from '@/lib/firebase/http-functions';

export interface ExportProgress {
  rows: number;
  total: number;
}

/**
 * Counts the CSV records ending in a chunk (rows end in CRLF; line breaks inside quoted cells are
 * a bare LF). `before` is the previous chunk's last byte: a CRLF can straddle two chunks.
 */
export function countRows(chunk: Uint8Array, before = 0): number {
  let rows = 0;
  for (let i = 0; i < chunk.length; i++) if (chunk[i] === 10 && (i > 0 ? chunk[i - 1] : before) === 13) rows++;
  return rows;
}

/** Bytes gathered before they are handed to a Blob (then released from the page's heap). */
const SPILL_BYTES = 1 << 20;

/**
 * Accumulates a streamed file as a list of Blobs of about SPILL_BYTES each. A Blob's bytes live
 * in the browser's blob store (which spills to disk when large), not in the page's JavaScript
 * heap, so the page never holds more than one slice of the export however many rows it has.
 */
export function blobSpiller(type: string) {
  const parts: Blob[] = [];
  let pending: Uint8Array[] = [];
  let pendingBytes = 0;
  const spill = () => {
    if (pending.length === 0) return;
    parts.push(new Blob(pending as BlobPart[]));
    pending = [];
    pendingBytes = 0;
  };
  return {
    add(chunk: Uint8Array) {
      pending.push(chunk);
      pendingBytes += chunk.byteLength;
      if (pendingBytes >= SPILL_BYTES) spill();
    },
    finish(): Blob {
      spill();
      return new Blob(parts, { type });
    },
  };
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
